import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PanelReviewerEntity } from './panel-reviewer.entity.js';
import { PanelEntity } from './panel.entity.js';

/** The queries on panels and their reviewers. Writes take the caller's transaction. */
@Injectable()
export class PanelsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async find(grantId: string, manager?: EntityManager): Promise<PanelEntity | null> {
    return this.manager(manager).findOneBy(PanelEntity, { grantId });
  }

  /**
   * The panel, locked until the transaction ends (made when there is none), so two changes of
   * one grant's assignments take turns: the spreading rule counts loads that hold.
   */
  async lock(grantId: string, manager: EntityManager): Promise<PanelEntity> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(PanelEntity)
      .values({ grantId, reviewersPerApplication: null, blind: true, updatedAt: new Date() })
      .orIgnore()
      .execute();
    return manager.findOneOrFail(PanelEntity, {
      where: { grantId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async save(panel: PanelEntity, manager: EntityManager): Promise<void> {
    await manager.save(PanelEntity, panel);
  }

  /** The panel's reviewers, in the order they were added. */
  async reviewers(grantId: string, manager?: EntityManager): Promise<PanelReviewerEntity[]> {
    return this.manager(manager).find(PanelReviewerEntity, {
      where: { grantId },
      order: { addedAt: 'ASC', reviewerId: 'ASC' },
    });
  }

  async isReviewer(grantId: string, reviewerId: string): Promise<boolean> {
    return this.manager().existsBy(PanelReviewerEntity, { grantId, reviewerId });
  }

  async addReviewers(rows: PanelReviewerEntity[], manager: EntityManager): Promise<void> {
    if (rows.length > 0) await manager.insert(PanelReviewerEntity, rows);
  }

  async removeReviewers(grantId: string, reviewerIds: string[], manager: EntityManager) {
    for (const reviewerId of reviewerIds)
      await manager.delete(PanelReviewerEntity, { grantId, reviewerId });
  }

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}
