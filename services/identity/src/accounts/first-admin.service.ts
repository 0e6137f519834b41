import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

/**
 * Decisions §1: when no admin account exists, one is created from PORTAL_ADMIN_EMAIL and
 * PORTAL_ADMIN_PASSWORD. Replicas starting together take turns (advisory lock), so only one
 * creates it.
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly accounts: AccountsRepository,
    private readonly service: AccountsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const lock = this.dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query(`SELECT pg_advisory_lock(hashtext('identity:first-admin'))`);
      if ((await this.accounts.countAdmins()) > 0) return;
      await this.service.createAdmin(
        this.config.PORTAL_ADMIN_EMAIL,
        this.config.PORTAL_ADMIN_PASSWORD,
      );
      this.logger.warn('created the first admin account from PORTAL_ADMIN_EMAIL');
    } finally {
      await lock
        .query(`SELECT pg_advisory_unlock(hashtext('identity:first-admin'))`)
        .catch(() => undefined);
      await lock.release();
    }
  }
}
