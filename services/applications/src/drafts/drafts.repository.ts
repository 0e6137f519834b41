import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicationAnswers } from '@portal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { ApplicationCipher } from '../applications/application.cipher.js';
import { ApplicationDraftEntity } from './application-draft.entity.js';
import type { DraftRecord, DraftSummaryRecord, DueReminder } from './draft-record.js';

/** What a save writes: the grant as just read, the member, their answers. */
export interface DraftSave {
  userId: string;
  grantId: string;
  grantTitle: string;
  closesAt: Date | null;
  applicantName: string;
  answers: ApplicationAnswers;
  at: Date;
}

/**
 * The queries on drafts. Always by their member: a draft is found by id AND user, so
 * nobody else's draft is ever read. The answers and the member's name are (de)crypted here.
 */
@Injectable()
export class DraftsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: ApplicationCipher,
  ) {}

  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Makes the member's draft for the grant, or replaces its answers: one per member and grant,
   * even for two first saves at once (the unique index; the one that loses finds the other's
   * row and updates it). The id is kept across saves: files uploaded to it stay attached.
   */
  async save(save: DraftSave): Promise<DraftRecord> {
    return this.inTransaction(async (manager) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const [existing] = await manager.query<Array<{ id: string; created_at: Date }>>(
          `SELECT id, created_at FROM application_drafts
            WHERE user_id = $1 AND grant_id = $2 FOR UPDATE`,
          [save.userId, save.grantId],
        );
        const id = existing?.id ?? randomUUID();
        const entity = this.toEntity({
          id,
          userId: save.userId,
          grantId: save.grantId,
          grantTitle: save.grantTitle,
          closesAt: save.closesAt,
          applicantName: save.applicantName,
          answers: save.answers,
          createdAt: existing?.created_at ?? save.at,
          updatedAt: save.at,
        });
        if (existing) {
          await manager.getRepository(ApplicationDraftEntity).save(entity);
          return this.fromEntity(entity);
        }
        const inserted = await manager
          .createQueryBuilder()
          .insert()
          .into(ApplicationDraftEntity)
          .values(entity)
          .orIgnore()
          .returning(['id'])
          .execute();
        if ((inserted.raw as unknown[]).length === 1) return this.fromEntity(entity);
      }
      throw new Error('a draft was neither found nor made');
    });
  }

  /** The member's own draft, or null (anyone else's draft is null too). */
  async findOwn(id: string, userId: string, manager?: EntityManager): Promise<DraftRecord | null> {
    const entity = await this.drafts(manager).findOneBy({ id, userId });
    return entity ? this.fromEntity(entity) : null;
  }

  /** The member's own draft locked until the transaction ends (a submit, a discard). */
  async lockOwn(id: string, userId: string, manager: EntityManager): Promise<DraftRecord | null> {
    const entity = await manager
      .getRepository(ApplicationDraftEntity)
      .findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } });
    return entity ? this.fromEntity(entity) : null;
  }

  /** The member's drafts, the one closing soonest first; nothing decrypted. */
  async listOwn(userId: string): Promise<DraftSummaryRecord[]> {
    return this.drafts()
      .createQueryBuilder('draft')
      .select([
        'draft.id',
        'draft.userId',
        'draft.grantId',
        'draft.grantTitle',
        'draft.closesAt',
        'draft.createdAt',
        'draft.updatedAt',
      ])
      .where('draft.userId = :userId', { userId })
      .orderBy('draft.closesAt', 'ASC', 'NULLS LAST')
      .addOrderBy('draft.updatedAt', 'DESC')
      .getMany();
  }

  /** Whose draft this is, for the files service (an upload to one's own draft). */
  async owner(
    id: string,
  ): Promise<{ userId: string; grantTitle: string; applicantName: string } | null> {
    const row = await this.drafts().findOne({
      select: { id: true, userId: true, grantTitle: true, applicantNameEncrypted: true },
      where: { id },
    });
    if (!row) return null;
    return {
      userId: row.userId,
      grantTitle: row.grantTitle,
      applicantName: this.cipher.records.draft.decryptField(
        'applicantName',
        row,
        row.applicantNameEncrypted,
      ),
    };
  }

  /** Those of `ids` that are drafts now. */
  async existing(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM application_drafts WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map((row) => row.id);
  }

  async delete(id: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(ApplicationDraftEntity).delete({ id });
  }

  /** The grants that have drafts: the reminders' round reads each one's close date. */
  async grantsWithDrafts(): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ grant_id: string }>>(
      `SELECT DISTINCT grant_id FROM application_drafts`,
    );
    return rows.map((row) => row.grant_id);
  }

  /** The grant as just read, on every draft of it. */
  async refreshGrant(
    grantId: string,
    grant: { grantTitle: string; closesAt: Date | null },
  ): Promise<void> {
    await this.drafts().update(
      { grantId },
      { grantTitle: grant.grantTitle, closesAt: grant.closesAt },
    );
  }

  /**
   * Drafts whose grant closes within 72 hours of `now` (and has not closed), with the reminder
   * due: 24 within 24 hours, else 72; those of `skipGrantIds` (not open any more) left out.
   */
  async dueReminders(now: Date, skipGrantIds: string[]): Promise<DueReminder[]> {
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        user_id: string;
        grant_id: string;
        grant_title: string;
        closes_at: Date;
        hours_before: number;
      }>
    >(
      `SELECT d.id, d.user_id, d.grant_id, d.grant_title, d.closes_at,
              CASE WHEN d.closes_at <= $1::timestamptz + interval '24 hours' THEN 24 ELSE 72 END
                AS hours_before
         FROM application_drafts d
        WHERE d.closes_at > $1::timestamptz
          AND d.closes_at <= $1::timestamptz + interval '72 hours'
          AND NOT (d.grant_id = ANY($2::uuid[]))
          AND NOT EXISTS (
                SELECT 1 FROM draft_reminders r
                 WHERE r.draft_id = d.id
                   AND r.hours_before = CASE WHEN d.closes_at <= $1::timestamptz + interval '24 hours'
                                             THEN 24 ELSE 72 END)`,
      [now, skipGrantIds],
    );
    return rows.map((row) => ({
      draftId: row.id,
      userId: row.user_id,
      grantId: row.grant_id,
      grantTitle: row.grant_title,
      closesAt: row.closes_at,
      hoursBefore: row.hours_before === 24 ? 24 : 72,
    }));
  }

  /**
   * Claims a reminder in the caller's transaction: true for the one call that inserts it, false
   * for every other (another replica, a later round). A 24-hour reminder claims the 72-hour one
   * too: a member who starts a draft a day before the close gets one reminder, not two.
   */
  async claimReminder(reminder: DueReminder, at: Date, manager: EntityManager): Promise<boolean> {
    const claimed = await manager.query<unknown[]>(
      `INSERT INTO draft_reminders (draft_id, hours_before, sent_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING draft_id`,
      [reminder.draftId, reminder.hoursBefore, at],
    );
    if (claimed.length === 0) return false;
    if (reminder.hoursBefore === 24)
      await manager.query(
        `INSERT INTO draft_reminders (draft_id, hours_before, sent_at) VALUES ($1, 72, $2)
         ON CONFLICT DO NOTHING`,
        [reminder.draftId, at],
      );
    return true;
  }

  private drafts(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(ApplicationDraftEntity);
  }

  private toEntity(draft: DraftRecord): ApplicationDraftEntity {
    const entity = new ApplicationDraftEntity();
    entity.id = draft.id;
    entity.userId = draft.userId;
    entity.grantId = draft.grantId;
    entity.grantTitle = draft.grantTitle;
    entity.closesAt = draft.closesAt;
    Object.assign(entity, this.cipher.records.draft.encrypt(draft, draft));
    entity.createdAt = draft.createdAt;
    entity.updatedAt = draft.updatedAt;
    return entity;
  }

  private fromEntity(entity: ApplicationDraftEntity): DraftRecord {
    return {
      id: entity.id,
      userId: entity.userId,
      grantId: entity.grantId,
      grantTitle: entity.grantTitle,
      closesAt: entity.closesAt,
      ...this.cipher.records.draft.decrypt(entity, entity),
      createdAt: entity.createdAt,
      updatedAt: entity.updatedAt,
    };
  }
}
