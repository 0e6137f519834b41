import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { failureReasons } from '../errors/failure-reasons.js';
import { PacedLoop, type LoopPace } from './paced-loop.js';

/** How a relay paces itself. */
export const outboxRelaySettings = {
  /** Events posted in one call (grants and files take at most 500). */
  batchSize: 100,
  /** How often the outbox is looked at when nothing wakes the relay (rows of other replicas). */
  pollIntervalMs: 1_000,
  /**
   * After half a minute with nothing to deliver, once a minute: this replica's own writes wake
   * it at once, so only another replica's rows that it did not deliver itself (it died first)
   * can wait that long, and at rest the pool closes the connection a poll each second held open
   * (three PostgreSQL backends, about 3 MiB each).
   */
  quiet: { afterMs: 30_000, pollIntervalMs: 60_000 },
  /** The first wait after a failed delivery; doubled at each failure, up to `maxBackoffMs`. */
  firstBackoffMs: 250,
  maxBackoffMs: 5_000,
} as const satisfies LoopPace;

export interface OutboxRelayOptions {
  /** The service the rows go to, for the log lines ("grants"). */
  destination: string;
  /** What the rows are, for the log lines ("application events"). */
  what: string;
  /** Rows posted in one call, when fewer than `outboxRelaySettings.batchSize`. */
  batchSize?: number;
  /**
   * The setting that names the destination, when it is not set (`NOTIFICATIONS_URL`): the relay
   * then does not run, says so once at start, and the rows wait in the outbox for a start that
   * has it: nothing is lost, nothing is sent.
   */
  unsetSetting?: string;
}

/**
 * The loop of a transactional outbox's relay, whatever its destination (the recipe:
 * services/README.md, "Events to another service"): deliver a batch, then wait for a wake or
 * the poll; after a failure wait longer each time, up to `maxBackoffMs`, and say so once per
 * outage, not once per try (PacedLoop).
 */
export abstract class OutboxRelayLoop implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loop: PacedLoop;
  private readonly batchSize: number;
  private readonly logger: Logger;

  protected constructor(private readonly options: OutboxRelayOptions) {
    const logger = new Logger(`OutboxRelay(${options.destination})`);
    this.logger = logger;
    this.batchSize = options.batchSize ?? outboxRelaySettings.batchSize;
    this.loop = new PacedLoop({
      pace: { ...outboxRelaySettings, batchSize: this.batchSize },
      round: () => this.deliverBatch(),
      onFailing: (error) =>
        logger.warn(
          `${options.what} wait for the ${options.destination} service (${failureReasons(error)}); retrying with backoff up to ${outboxRelaySettings.maxBackoffMs / 1000} s, nothing is lost`,
        ),
      onRecovered: (outageMs) =>
        logger.log(`${options.what} are delivered again after ${(outageMs / 1000).toFixed(1)} s`),
    });
  }

  /** Posts the oldest undelivered rows; answers how many were delivered. */
  protected abstract deliverBatch(): Promise<number>;

  /**
   * One delivery from an outbox table, the same for every destination: take the oldest batch
   * with `FOR UPDATE SKIP LOCKED` (replicas never post the same rows at the same time), `post`
   * it, and delete the rows in the same transaction only once the destination has answered. A
   * failure leaves every row where it was; the destinations apply each row once by its id, so a
   * batch posted again changes nothing.
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
        .limit(this.batchSize)
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
    const { unsetSetting, what } = this.options;
    if (unsetSetting) {
      this.logger.warn(
        `${unsetSetting} is not set: ${what} wait in the outbox until the service starts with it`,
      );
      return;
    }
    this.loop.start();
  }

  /** Before the database pool closes: a batch under way finishes (or rolls back) on its connection. */
  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** There is something new in the outbox: look now, unless the destination is failing (then keep the pace). */
  wake(): void {
    this.loop.wake();
  }
}
