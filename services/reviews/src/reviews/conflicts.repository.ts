import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ConflictEntity } from './conflict.entity.js';

/** The queries on reviewers' conflict lists. */
@Injectable()
export class ConflictsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ofReviewer(reviewerId: string): Promise<ConflictEntity[]> {
    return this.dataSource.manager.find(ConflictEntity, {
      where: { reviewerId },
      order: { declaredAt: 'ASC', id: 'ASC' },
    });
  }

  /** The (reviewer, member) pairs of these reviewers' lists: what assignment skips. */
  async pairsOf(
    reviewerIds: string[],
    manager?: EntityManager,
  ): Promise<Array<{ reviewerId: string; memberId: string }>> {
    if (reviewerIds.length === 0) return [];
    return (manager ?? this.dataSource.manager).find(ConflictEntity, {
      select: { reviewerId: true, memberId: true },
      where: { reviewerId: In(reviewerIds) },
    });
  }

  async find(reviewerId: string, memberId: string): Promise<ConflictEntity | null> {
    return this.dataSource.manager.findOneBy(ConflictEntity, { reviewerId, memberId });
  }

  async count(reviewerId: string): Promise<number> {
    return this.dataSource.manager.countBy(ConflictEntity, { reviewerId });
  }

  async insert(row: ConflictEntity, manager: EntityManager): Promise<void> {
    await manager.insert(ConflictEntity, row);
  }

  async remove(id: string, reviewerId: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.delete(ConflictEntity, { id, reviewerId });
    return (result.affected ?? 0) > 0;
  }
}
