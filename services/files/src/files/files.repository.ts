import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FileApplicationEvent } from '@portal/contract';
import { DataSource, In, type EntityManager } from 'typeorm';
import { FileHistoryEntity } from './file-history.entity.js';
import { RemovedApplicationEntity } from './removed-application.entity.js';
import { StoredFileEntity } from './stored-file.entity.js';

/** Every query of the files feature. */
@Injectable()
export class FilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private files(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(StoredFileEntity);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findById(id: string): Promise<StoredFileEntity | null> {
    return this.files().findOne({ where: { id } });
  }

  ofApplication(applicationId: string): Promise<StoredFileEntity[]> {
    return this.files().find({ where: { applicationId }, order: { questionKey: 'ASC' } });
  }

  all(): Promise<StoredFileEntity[]> {
    return this.files().find({ order: { createdAt: 'DESC' } });
  }

  /** The files of these applications are an application's, not a draft's: listed from now on. */
  async settleSubmitted(applicationIds: string[]): Promise<void> {
    if (applicationIds.length === 0) return;
    await this.files().update(
      { applicationId: In(applicationIds), mayBeDraft: true },
      { mayBeDraft: false },
    );
  }

  /** Files whose application the applications service reported removed. */
  orphaned(): Promise<StoredFileEntity[]> {
    return this.files()
      .createQueryBuilder('file')
      .where(
        `EXISTS (SELECT 1 FROM removed_applications removed WHERE removed.application_id = file.application_id)`,
      )
      .orderBy('file.created_at', 'DESC')
      .getMany();
  }

  async isRemoved(applicationId: string): Promise<boolean> {
    return this.dataSource
      .getRepository(RemovedApplicationEntity)
      .exists({ where: { applicationId } });
  }

  private history(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(FileHistoryEntity);
  }

  /** An application's earlier files, newest first. */
  historyOf(applicationId: string): Promise<FileHistoryEntity[]> {
    return this.history().find({ where: { applicationId }, order: { at: 'DESC' } });
  }

  findHistoryEntry(id: string): Promise<FileHistoryEntity | null> {
    return this.history().findOne({ where: { id } });
  }

  /** Keeps an earlier file in its application's history. */
  async addToHistory(entry: FileHistoryEntity, manager: EntityManager): Promise<void> {
    await this.history(manager).insert(entry);
  }

  /** The history of applications the applications service reported removed. */
  orphanedHistory(): Promise<FileHistoryEntity[]> {
    return this.history()
      .createQueryBuilder('entry')
      .where(
        `EXISTS (SELECT 1 FROM removed_applications removed WHERE removed.application_id = entry.application_id)`,
      )
      .getMany();
  }

  async deleteHistoryEntry(id: string): Promise<void> {
    await this.history().delete({ id });
  }

  async deleteIn(id: string, manager: EntityManager): Promise<void> {
    await this.files(manager).delete({ id });
  }

  /**
   * Puts the new row in place of the one for the same application and question; answers the
   * replaced row (its object is deleted after the commit, unless the caller keeps it). Replacements of one question take
   * turns (a lock on the pair for the transaction): with no row yet, a row lock would hold
   * nothing, and two uploads at the same moment would both insert, one failing on the unique key.
   */
  async replace(row: StoredFileEntity, manager: EntityManager): Promise<StoredFileEntity | null> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `files.question:${row.applicationId}:${row.questionKey}`,
    ]);
    const previous = await this.files(manager).findOne({
      where: { applicationId: row.applicationId, questionKey: row.questionKey },
      lock: { mode: 'pessimistic_write' },
    });
    if (previous) await this.files(manager).delete({ id: previous.id });
    await this.files(manager).insert(row);
    return previous;
  }

  async delete(id: string): Promise<void> {
    await this.files().delete({ id });
  }

  /** Which of these object keys a file, or an earlier file kept in a history, points at. */
  async objectKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.files().find({
      select: { objectKey: true },
      where: { objectKey: In(keys) },
    });
    const kept = await this.history().find({
      select: { objectKey: true },
      where: { objectKey: In(keys) },
    });
    return new Set([
      ...rows.map((row) => row.objectKey),
      ...kept.flatMap((entry) => (entry.objectKey ? [entry.objectKey] : [])),
    ]);
  }

  /** Applies events idempotently: a removal is recorded once, an addition forgets a removal. */
  async applyApplicationEvents(events: FileApplicationEvent[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const removed = manager.getRepository(RemovedApplicationEntity);
      for (const event of events) {
        if (event.kind === 'removed') {
          await removed
            .createQueryBuilder()
            .insert()
            .values({ applicationId: event.applicationId, removedAt: new Date(event.at) })
            .orIgnore()
            .execute();
        }
      }
    });
  }
}
