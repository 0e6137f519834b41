import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicationAnswers, ApplicationState } from '@portal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { ApplicationCipher } from './application-cipher.js';
import type {
  ApplicationOwnerRecord,
  ApplicationRecord,
  ApplicationSummaryRecord,
  StatusRecord,
} from './application-record.js';
import { ApplicationEntity } from './application.entity.js';
import { ApplicationStatusHistoryEntity } from './application-status-history.entity.js';

/** Whose applications a list shows: all of them, or one account's. */
export interface ApplicationsFilter {
  portal?: string;
  /** The applicant's account. */
  userId?: string;
}

/**
 * The queries on applications and their status history. Writes take the caller's transaction.
 * Rows are (de)crypted here, with `ApplicationCipher`: the service sees records in clear, the
 * database ciphertexts only.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: ApplicationCipher,
  ) {}

  /** Runs `work` in one transaction: a change, its history and its outbox event, or none of them. */
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Newest first (the dashboards show the first few), without answers and questions. */
  async summaries(filter: ApplicationsFilter): Promise<ApplicationSummaryRecord[]> {
    const query = this.applications()
      .createQueryBuilder('application')
      .select([
        'application.id',
        'application.grantId',
        'application.grantTitle',
        'application.grantType',
        'application.portal',
        'application.userId',
        'application.applicantNameEncrypted',
        'application.applicantEmailEncrypted',
        'application.dateSubmitted',
        'application.reference',
        'application.status',
        'application.statusChangedAt',
      ])
      .orderBy('application.dateSubmitted', 'DESC')
      .addOrderBy('application.id', 'DESC');
    if (filter.portal !== undefined)
      query.andWhere('application.portal = :portal', { portal: filter.portal });
    if (filter.userId !== undefined)
      query.andWhere('application.userId = :userId', { userId: filter.userId });
    const rows = await query.getMany();
    return rows.map((row) => this.cipher.summaryFromEntity(row));
  }

  async findById(id: string, manager?: EntityManager): Promise<ApplicationRecord | null> {
    const entity = await this.applications(manager).findOneBy({ id });
    return entity ? this.cipher.fromEntity(entity) : null;
  }

  /** The application, locked until the transaction ends (two status changes take turns). */
  async lockById(id: string, manager: EntityManager): Promise<ApplicationRecord | null> {
    const entity = await manager
      .getRepository(ApplicationEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return entity ? this.cipher.fromEntity(entity) : null;
  }

  /** Who the application belongs to, read without decrypting it. */
  owner(id: string): Promise<ApplicationOwnerRecord | null> {
    return this.applications().findOne({ select: { userId: true }, where: { id } });
  }

  /** Whether this account has any application (a draft is not one). */
  async hasAny(userId: string): Promise<boolean> {
    return this.applications().existsBy({ userId });
  }

  /** The applicant's account and name, for another service's "is this the applicant". */
  async ownerDetails(id: string): Promise<{
    userId: string;
    applicantName: string;
    grantTitle: string;
    status: ApplicationState;
    requestedKeys: string[] | null;
    /** Whether the status is still the submission's (no reviewer has changed it yet). */
    untouched: boolean;
  } | null> {
    const row = await this.applications().findOne({
      select: {
        id: true,
        userId: true,
        applicantNameEncrypted: true,
        grantTitle: true,
        status: true,
        requestedKeys: true,
        dateSubmitted: true,
        statusChangedAt: true,
      },
      where: { id },
    });
    if (!row) return null;
    return {
      userId: row.userId,
      applicantName: this.cipher.applicantName(row),
      grantTitle: row.grantTitle,
      status: row.status,
      requestedKeys: row.requestedKeys,
      untouched: row.statusChangedAt.getTime() === row.dateSubmitted.getTime(),
    };
  }

  async insert(application: ApplicationRecord, manager: EntityManager): Promise<void> {
    await manager.getRepository(ApplicationEntity).insert(this.cipher.toEntity(application));
  }

  /**
   * A new status (and what the applicant may change while it lasts: `requestedKeys`, null but
   * while more information is asked), with the answers when they changed (a resubmission).
   */
  async setStatus(
    id: string,
    change: {
      status: ApplicationState;
      at: Date;
      requestedKeys: string[] | null;
      answers?: ApplicationAnswers;
    },
    manager: EntityManager,
  ): Promise<void> {
    await manager.getRepository(ApplicationEntity).update(
      { id },
      {
        status: change.status,
        statusChangedAt: change.at,
        requestedKeys: change.requestedKeys,
        ...(change.answers
          ? { answersEncrypted: this.cipher.encryptAnswers(id, change.answers) }
          : {}),
      },
    );
  }

  /**
   * The reviewers who acted on an application (set a status or asked for more information),
   * the latest first: who hears of a resubmission or a withdrawal (issue 12).
   */
  async reviewersWhoActed(applicationId: string, manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<Array<{ actor_id: string }>>(
      `SELECT actor_id FROM application_status_history
        WHERE application_id = $1 AND actor_id IS NOT NULL
          AND kind IN ('statusChanged', 'moreInfoRequested')
        GROUP BY actor_id
        ORDER BY max(at) DESC, max(id) DESC
        LIMIT 50`,
      [applicationId],
    );
    return rows.map((row) => row.actor_id);
  }

  /** Deletes the application; its status history goes with it (ON DELETE CASCADE). */
  async delete(id: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(ApplicationEntity).delete({ id });
  }

  async recordStatus(record: StatusRecord, manager: EntityManager): Promise<void> {
    await manager
      .getRepository(ApplicationStatusHistoryEntity)
      .insert(this.cipher.statusToEntity(record));
  }

  async statusHistory(applicationId: string, manager?: EntityManager): Promise<StatusRecord[]> {
    const rows = await (manager ?? this.dataSource.manager)
      .getRepository(ApplicationStatusHistoryEntity)
      .find({ where: { applicationId }, order: { at: 'ASC', id: 'ASC' } });
    return rows.map((row) => this.cipher.statusFromEntity(row));
  }

  private applications(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(ApplicationEntity);
  }
}
