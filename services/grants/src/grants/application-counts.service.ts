import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicationEvent } from '@portal/contract';
import { DataSource } from 'typeorm';

/**
 * Keeps `applicationCount` and `lockedAt` true from the applications service's events, which
 * arrive at least once and in any order. Each event is applied by its application's id to a
 * ledger (`grant_applications`), and the counts are then derived from the ledger, never added
 * to: a repeated event changes nothing, and no count can drift.
 */
@Injectable()
export class ApplicationCounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Applies the events in one transaction; answers how many changed the ledger. */
  async apply(events: ApplicationEvent[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      let changed = 0;
      for (const event of events) {
        const result = await manager.query<unknown[]>(
          event.kind === 'added'
            ? `INSERT INTO grant_applications (application_id, grant_id, added_at)
               VALUES ($1, $2, $3)
               ON CONFLICT (application_id) DO UPDATE SET added_at = $3
                 WHERE grant_applications.added_at IS NULL
               RETURNING application_id`
            : `INSERT INTO grant_applications (application_id, grant_id, removed_at)
               VALUES ($1, $2, $3)
               ON CONFLICT (application_id) DO UPDATE SET removed_at = $3
                 WHERE grant_applications.removed_at IS NULL
               RETURNING application_id`,
          [event.applicationId, event.grantId, event.at],
        );
        changed += result.length;
      }
      const grantIds = [...new Set(events.map((event) => event.grantId))];
      // Counted from the ledger; locked from the first application that ever arrived.
      await manager.query(
        `UPDATE grants g
            SET application_count = (
                  SELECT count(*) FROM grant_applications a
                   WHERE a.grant_id = g.id AND a.added_at IS NOT NULL AND a.removed_at IS NULL),
                locked_at = COALESCE(g.locked_at, (
                  SELECT min(added_at) FROM grant_applications a WHERE a.grant_id = g.id))
          WHERE g.id = ANY($1)`,
        [grantIds],
      );
      return changed;
    });
  }
}
