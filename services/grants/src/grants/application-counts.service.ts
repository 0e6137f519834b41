import { Injectable } from '@nestjs/common';
import type { ApplicationEvent } from '@portal/contract';
import { ApplicationLedgerRepository } from './application-ledger.repository.js';

/**
 * Keeps `applicationCount` and `lockedAt` true from the applications service's events, which
 * arrive at least once and in any order. Each event is applied by its application's id to a
 * ledger (`grant_applications`), and the counts are then derived from the ledger, never added
 * to: a repeated event changes nothing, and no count can drift.
 */
@Injectable()
export class ApplicationCounts {
  constructor(private readonly ledger: ApplicationLedgerRepository) {}

  /** Applies the events in one transaction; answers how many changed the ledger. */
  async apply(events: ApplicationEvent[]): Promise<number> {
    return this.ledger.transaction(async (manager) => {
      let changed = 0;
      for (const event of events) if (await this.ledger.record(event, manager)) changed += 1;
      await this.ledger.recount([...new Set(events.map((event) => event.grantId))], manager);
      return changed;
    });
  }
}
