import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The ledger of decisions applied, by event id. */
@Injectable()
export class AppliedDecisionsRepository {
  /**
   * Claims the event in the caller's transaction; false when it was applied before (or is being
   * applied by a transaction still running, which this then waits for).
   */
  async claim(eventId: string, manager: EntityManager): Promise<boolean> {
    const claimed = await manager.query<unknown[]>(
      `INSERT INTO applied_decisions (event_id, applied_at) VALUES ($1, now())
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
      [eventId],
    );
    return claimed.length === 1;
  }
}
