import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { AssignmentEntity } from './assignment.entity.js';

/** The queries on assignments and the reviews they hold. Writes take the caller's transaction. */
@Injectable()
export class AssignmentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every assignment of a grant, recused ones too (a recused pair is never made again). */
  async ofGrant(grantId: string, manager?: EntityManager): Promise<AssignmentEntity[]> {
    return this.manager(manager).find(AssignmentEntity, {
      where: { grantId },
      order: { assignedAt: 'ASC', id: 'ASC' },
    });
  }

  /** The caller's live assignments, newest first. */
  async liveOfReviewer(reviewerId: string): Promise<AssignmentEntity[]> {
    return this.manager().find(AssignmentEntity, {
      where: { reviewerId, recusedAt: IsNull() },
      order: { assignedAt: 'DESC', id: 'ASC' },
    });
  }

  /** An application's live assignments (its reviews). */
  async liveOfApplication(
    applicationId: string,
    manager?: EntityManager,
  ): Promise<AssignmentEntity[]> {
    return this.manager(manager).find(AssignmentEntity, {
      where: { applicationId, recusedAt: IsNull() },
      order: { assignedAt: 'ASC', id: 'ASC' },
    });
  }

  /** One reviewer's live assignment to an application, locked when a transaction is given. */
  async liveOne(
    applicationId: string,
    reviewerId: string,
    manager?: EntityManager,
  ): Promise<AssignmentEntity | null> {
    return this.manager(manager).findOne(AssignmentEntity, {
      where: { applicationId, reviewerId, recusedAt: IsNull() },
      ...(manager ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async insert(rows: AssignmentEntity[], manager: EntityManager): Promise<void> {
    for (let start = 0; start < rows.length; start += 500)
      await manager.insert(AssignmentEntity, rows.slice(start, start + 500));
  }

  async save(row: AssignmentEntity, manager: EntityManager): Promise<void> {
    await manager.save(AssignmentEntity, row);
  }

  /** Removes assignments nobody has started (a reviewer leaving the panel keeps their work). */
  async removeUnstarted(ids: string[], manager: EntityManager): Promise<void> {
    if (ids.length > 0)
      await manager.delete(AssignmentEntity, { id: In(ids), state: 'not_started' });
  }

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}
