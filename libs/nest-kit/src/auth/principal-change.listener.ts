import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import pg from 'pg';
import {
  PrincipalCache,
  principalChangedChannel,
  sessionRevokedChannel,
} from './principal-cache.js';

export const PRINCIPAL_CHANGES_DATABASE_URL = Symbol('PRINCIPAL_CHANGES_DATABASE_URL');

/**
 * Listens on the database for identity's announcements (`NOTIFY principal_changed, '<user id>'`,
 * `NOTIFY session_revoked, '<jti>'`) and evicts that user or session from the cache, so a
 * promotion, a demotion, a deletion or a sign-out applies to the next call. While the
 * connection is down the cache is switched off, so nothing stale is served.
 */
@Injectable()
export class PrincipalChangeListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PrincipalChangeListener');
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** When the announcements were lost, while they are. */
  private outageSince: number | undefined;

  constructor(
    @Inject(PRINCIPAL_CHANGES_DATABASE_URL) private readonly databaseUrl: string,
    private readonly cache: PrincipalCache,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === principalChangedChannel) this.cache.evictUser(message.payload);
      if (message.channel === sessionRevokedChannel) this.cache.evictSession(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${principalChangedChannel}`);
      await client.query(`LISTEN ${sessionRevokedChannel}`);
      this.client = client;
      // Anything announced while we were not listening is unknown: start afresh.
      this.cache.clear();
      this.cache.setTrusted(true);
      if (this.outageSince !== undefined) {
        const seconds = ((Date.now() - this.outageSince) / 1000).toFixed(1);
        this.logger.log(`hearing the change announcements again after ${seconds} s`);
        this.outageSince = undefined;
      }
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.stopped || (this.client && this.client !== client)) return;
    this.client = undefined;
    this.cache.setTrusted(false);
    // One line per outage, not one per retry.
    if (this.outageSince === undefined) {
      this.outageSince = Date.now();
      this.logger.warn(
        `lost the change announcements (${error?.message ?? 'connection ended'}); every call asks identity until they are back`,
      );
    }
    client.removeAllListeners();
    // A client being torn down may still emit 'error'; unheard, that would end the process.
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), 1_000);
  }
}
