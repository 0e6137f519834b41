import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
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
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.accounts.whileFirstAdminLocked(async () => {
      if ((await this.accounts.countAdmins()) > 0) return;
      await this.service.createAdmin(
        this.config.PORTAL_ADMIN_EMAIL,
        this.config.PORTAL_ADMIN_PASSWORD,
      );
      this.logger.warn('created the first admin account from PORTAL_ADMIN_EMAIL');
    });
  }
}
