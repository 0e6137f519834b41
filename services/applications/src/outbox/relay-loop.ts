import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DomainException } from '@portal/nest-kit';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/** How a relay paces itself. */
export const outboxRelaySettings = {
  /** Events posted in one call (grants and files take at most 500). */
  batchSize: 100,
  /** How often the outbox is looked at when nothing wakes the relay (rows of other replicas). */
  pollIntervalMs: 1_000,
  /** The first wait after a failed delivery; doubled at each failure, up to `maxBackoffMs`. */
  firstBackoffMs: 250,
  maxBackoffMs: 5_000,
} as const;

/**
 * The loop of an outbox relay, whatever its destination (see outbox-relay.ts): deliver a batch,
 * then wait for a wake or the poll; after a failure wait longer each time, up to
 * `maxBackoffMs`, and say so once per outage, not once per try.
 */
export abstract class RelayLoop implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeRequested = false;
  private interruptSleep: (() => void) | undefined;
  private failures = 0;
  private outageSince: number | undefined;

  protected constructor(private readonly destination: string) {
    this.logger = new Logger(`OutboxRelay(${destination})`);
  }

  /** Posts the oldest undelivered events; answers how many were delivered. */
  protected abstract deliverBatch(): Promise<number>;

  /**
   * One delivery from an outbox table, the same for every destination: take the oldest batch
   * with `FOR UPDATE SKIP LOCKED` (replicas never post the same rows at the same time), `post`
   * it, and delete the rows in the same transaction only once the destination has answered. A
   * failure leaves every row where it was; the destinations apply each event once by
   * application id, so a batch posted again changes nothing.
   */
  protected deliverOldest<Row extends ObjectLiteral & { id: string }>(
    dataSource: DataSource,
    table: EntityTarget<Row>,
    post: (rows: Row[]) => Promise<unknown>,
  ): Promise<number> {
    return dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(table)
        .createQueryBuilder('event')
        .orderBy('event.id', 'ASC')
        .limit(outboxRelaySettings.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (rows.length === 0) return 0;
      await post(rows);
      await manager.getRepository(table).delete(rows.map((row) => row.id));
      return rows.length;
    });
  }

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

  /** There is something new in the outbox: look now, unless the destination is failing (then keep the pace). */
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

  /** The wait before the next try: doubling from `firstBackoffMs`, capped. */
  private failed(error: unknown): number {
    this.failures += 1;
    if (this.outageSince === undefined) {
      this.outageSince = Date.now();
      this.logger.warn(
        `application events wait for the ${this.destination} service (${describe(error)}); retrying with backoff up to ${outboxRelaySettings.maxBackoffMs / 1000} s, nothing is lost`,
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

/** The reason along its causes (`service.unavailable: fetch failed: connect ECONNREFUSED …`), no data. */
function describe(error: unknown): string {
  const reasons: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    reasons.push(current instanceof DomainException ? current.code : current.message);
    current = current.cause;
  }
  return reasons.join(': ') || 'unknown error';
}
