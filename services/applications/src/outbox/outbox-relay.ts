import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { grantInternalEndpoints, type ApplicationEvent } from '@portal/contract';
import { DomainException, type InternalClient } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { GRANTS_SERVICE } from '../applications/grants-service.js';
import { OutboxEventEntity } from './outbox-event.entity.js';

/** How the relay paces itself. */
export const outboxRelaySettings = {
  /** Events posted in one call (grants takes at most 500). */
  batchSize: 100,
  /** How often the outbox is looked at when nothing wakes the relay (rows of other replicas). */
  pollIntervalMs: 1_000,
  /** The first wait after a failed delivery; doubled at each failure, up to `maxBackoffMs`. */
  firstBackoffMs: 250,
  maxBackoffMs: 5_000,
} as const;

/**
 * Delivers the outbox to the grants service, at least once each: one relay per replica takes a
 * batch of rows with `FOR UPDATE SKIP LOCKED` (replicas never post the same rows at the same
 * time), posts them to grants' `application-events`, and deletes them in the same transaction
 * only once grants has answered. A failure leaves every row where it was; grants applies each
 * event once by application id, so a batch posted again changes nothing.
 *
 * Woken at once by this replica's own writes (`wake`), and every `pollIntervalMs` otherwise
 * (another replica's rows, rows left by a crash). While grants is unreachable it waits longer
 * after each failure, up to `maxBackoffMs`, and says so once per outage, not once per try.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeRequested = false;
  private interruptSleep: (() => void) | undefined;
  private failures = 0;
  private outageSince: number | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(GRANTS_SERVICE) private readonly grants: InternalClient,
  ) {}

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  /** Before the database pool closes: a batch under way finishes (or rolls back) on its connection. */
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.interruptSleep?.();
    await this.loop;
  }

  /** There is something new in the outbox: look now, unless grants is failing (then keep the pace). */
  wake(): void {
    this.wakeRequested = true;
    if (this.failures === 0) this.interruptSleep?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.wakeRequested = false;
      let wait: number;
      try {
        const delivered = await this.deliverBatch();
        this.deliveredAgain();
        if (delivered === outboxRelaySettings.batchSize) continue;
        wait = this.wakeRequested ? 0 : outboxRelaySettings.pollIntervalMs;
      } catch (error) {
        wait = this.failed(error);
      }
      await this.sleep(wait);
    }
  }

  /** Posts the oldest undelivered events; answers how many were delivered. */
  private deliverBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(OutboxEventEntity)
        .createQueryBuilder('event')
        .orderBy('event.id', 'ASC')
        .limit(outboxRelaySettings.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (rows.length === 0) return 0;
      await this.grants.call(grantInternalEndpoints.applicationEvents, {
        body: { events: rows.map(toEvent) },
      });
      await manager.getRepository(OutboxEventEntity).delete(rows.map((row) => row.id));
      return rows.length;
    });
  }

  /** The wait before the next try: doubling from `firstBackoffMs`, capped. */
  private failed(error: unknown): number {
    this.failures += 1;
    if (this.outageSince === undefined) {
      this.outageSince = Date.now();
      this.logger.warn(
        `application events wait for the grants service (${describe(error)}); retrying with backoff up to ${outboxRelaySettings.maxBackoffMs / 1000} s, nothing is lost`,
      );
    }
    return Math.min(
      outboxRelaySettings.maxBackoffMs,
      outboxRelaySettings.firstBackoffMs * 2 ** Math.min(this.failures - 1, 16),
    );
  }

  private deliveredAgain(): void {
    if (this.outageSince !== undefined) {
      const seconds = ((Date.now() - this.outageSince) / 1000).toFixed(1);
      this.logger.log(`application events are delivered again after ${seconds} s`);
    }
    this.failures = 0;
    this.outageSince = undefined;
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.interruptSleep = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.interruptSleep = finish;
    });
  }
}

function toEvent(row: OutboxEventEntity): ApplicationEvent {
  return {
    applicationId: row.applicationId,
    grantId: row.grantId,
    kind: row.kind,
    at: row.occurredAt.toISOString(),
  };
}

/** The reason along its causes (`service.unavailable: fetch failed: connect ECONNREFUSED …`), no data. */
function describe(error: unknown): string {
  const reasons: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    reasons.push(current instanceof DomainException ? current.code : current.message);
    current = current.cause;
  }
  return reasons.join(': ') || 'unknown error';
}
