import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicationEvent } from '@portal/contract';
import { DataSource, type EntityManager } from 'typeorm';

/** The queries on `grant_applications`, the ledger of applications by id, and the counts from it. */
@Injectable()
export class ApplicationLedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Writes the event into its application's row; true when the row changed (first time told). */
  async record(event: ApplicationEvent, manager: EntityManager): Promise<boolean> {
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
    return result.length > 0;
  }

  /** Sets the grants' counts from the ledger; locked from the first application that ever arrived. */
  async recount(grantIds: string[], manager: EntityManager): Promise<void> {
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
  }
}
