import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GrantListArchived } from '@portal/contract';
import { DataSource, IsNull, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { GrantEntity } from './grant.entity.js';
import { GrantHistoryEntity } from './grant-history.entity.js';
import { GrantHistoryCipher } from './grant-history.cipher.js';

/** One thing that happened to a grant, as the service records it (the actor's name in clear). */
export type HistoryRecord = Pick<GrantHistoryEntity, 'grantId' | 'action' | 'actorId'> & {
  actorName: string;
} & Partial<Pick<GrantHistoryEntity, 'fromStatus' | 'toStatus' | 'copiedFrom'>>;

/** A history entry as read back: the row, with the actor's name opened. */
export type HistoryEntryRecord = Omit<GrantHistoryEntity, 'actorNameEncrypted'> & {
  actorName: string;
};

/** What a grant summary is made of (`toGrantSummary`). */
export type GrantSummaryColumns = Pick<
  GrantEntity,
  | 'id'
  | 'title'
  | 'type'
  | 'description'
  | 'openDate'
  | 'closeDate'
  | 'status'
  | 'oneApplicationPerMember'
>;

/** The queries on grants and their history. Writes take the caller's transaction. */
@Injectable()
export class GrantsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: GrantHistoryCipher,
  ) {}

  /** Runs `work` in one transaction: a change and its history are written together or not at all. */
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Newest first (the dashboards show the first few), searched by the words of the title;
   * archived grants only when asked for.
   */
  list(filter: { search?: string; archived?: GrantListArchived } = {}): Promise<GrantEntity[]> {
    return this.searched(filter.search, filter.archived).getMany();
  }

  /** A page of the grants table, newest first, and how many grants the search keeps. */
  async page(page: {
    offset: number;
    limit: number;
    search?: string;
    archived?: GrantListArchived;
  }): Promise<{ grants: GrantEntity[]; total: number }> {
    const [grants, total] = await this.searched(page.search, page.archived)
      .skip(page.offset)
      .take(page.limit)
      .getManyAndCount();
    return { grants, total };
  }

  /**
   * Titles are not personal data and stay in clear, so a search is a plain ILIKE per word (an
   * office has hundreds of grants, not millions).
   */
  private searched(
    search: string | undefined,
    archived: GrantListArchived = 'hide',
  ): SelectQueryBuilder<GrantEntity> {
    const query = this.grants()
      .createQueryBuilder('grant')
      .orderBy('grant.createdAt', 'DESC')
      .addOrderBy('grant.id', 'DESC');
    if (archived === 'hide') query.andWhere('grant.archivedAt IS NULL');
    if (archived === 'only') query.andWhere('grant.archivedAt IS NOT NULL');
    const words = (search ?? '').split(/\s+/).filter((word) => word.length > 0);
    words.forEach((word, index) => {
      const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      query.andWhere(`grant.title ILIKE :word${index}`, { [`word${index}`]: pattern });
    });
    return query;
  }

  /**
   * The published grants, the one closing soonest first, without their sections: a member's
   * list shows summaries, and reading and parsing every grant's questions cost more than the
   * rest of the call (measured with `npm run bench`).
   */
  publishedSummaries(): Promise<GrantSummaryColumns[]> {
    return this.grants().find({
      select: {
        id: true,
        title: true,
        type: true,
        description: true,
        openDate: true,
        closeDate: true,
        status: true,
        oneApplicationPerMember: true,
      },
      where: { status: 'published', archivedAt: IsNull() },
      order: { closeDate: 'ASC' },
    });
  }

  findById(id: string, manager?: EntityManager): Promise<GrantEntity | null> {
    return this.grants(manager).findOneBy({ id });
  }

  /** The grant, locked until the transaction ends (two edits of one grant take turns). */
  lockById(id: string, manager: EntityManager): Promise<GrantEntity | null> {
    return manager
      .getRepository(GrantEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(
    grant: Omit<GrantEntity, 'createdAt' | 'updatedAt'>,
    manager: EntityManager,
  ): Promise<GrantEntity> {
    return this.grants(manager).save(grant);
  }

  /**
   * Whether the applications service ever told of an application to this grant (its ledger):
   * withdrawn and deleted ones count, as the office keeps their records.
   */
  async hasHadApplications(grantId: string, manager: EntityManager): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM grant_applications WHERE grant_id = $1 LIMIT 1`,
      [grantId],
    );
    return rows.length > 0;
  }

  async delete(id: string, manager: EntityManager): Promise<void> {
    await this.grants(manager).delete({ id });
  }

  async record(entries: HistoryRecord[], manager: EntityManager): Promise<void> {
    await manager.getRepository(GrantHistoryEntity).insert(
      entries.map(({ actorName, ...entry }) => ({
        ...entry,
        actorNameEncrypted: this.cipher.encryptActorName(entry, actorName),
      })),
    );
  }

  async history(grantId: string): Promise<HistoryEntryRecord[]> {
    const rows = await this.dataSource
      .getRepository(GrantHistoryEntity)
      .find({ where: { grantId }, order: { at: 'ASC', id: 'ASC' } });
    return rows.map(({ actorNameEncrypted, ...row }) => ({
      ...row,
      actorName: this.cipher.decryptActorName(row, actorNameEncrypted),
    }));
  }

  private grants(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(GrantEntity);
  }
}
