import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ApplicationAnswers,
  ApplicationSortKey,
  ApplicationState,
  SortDirection,
} from '@portal/contract';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { nameWordHashes } from './applicant-name-words.js';
import { ApplicationCipher } from './application.cipher.js';
import { referenceSequence } from './application-reference.js';
import { ApplicationNameWordEntity } from './application-name-word.entity.js';
import type {
  ApplicationOwnerRecord,
  ApplicationRecord,
  ApplicationSummaryRecord,
  StatusRecord,
} from './application-record.js';
import { ApplicationEntity } from './application.entity.js';
import { ApplicationStatusHistoryEntity } from './application-status-history.entity.js';

/** Whose applications a list shows: all of them, or one account's; of one grant, in one status. */
export interface ApplicationsFilter {
  portal?: string;
  /** The applicant's account. */
  userId?: string;
  grantId?: string;
  status?: ApplicationState;
  /** A reference (whole, any case), or words of the applicant's name (every one of them). */
  search?: string;
}

export interface ApplicationsOrder {
  sort: ApplicationSortKey;
  direction: SortDirection;
}

/** One page of a list, and how many rows the filters keep per status (`status` aside). */
export interface ApplicationsPageRecord {
  items: ApplicationSummaryRecord[];
  statusCounts: Partial<Record<ApplicationState, number>>;
}

/** The columns a list reads: no answers, no questions. */
const summaryColumns = [
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
];

/** A reference as people type it: "edu-2026-000123 " is EDU-2026-000123. */
function normalisedReference(search: string): string {
  return search.replace(/\s+/g, '').toUpperCase();
}

const nameCollator = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });

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
  async summaries(
    filter: ApplicationsFilter,
    order: ApplicationsOrder = { sort: 'date', direction: 'desc' },
  ): Promise<ApplicationSummaryRecord[]> {
    if (order.sort === 'applicant') return this.byApplicant(filter, order);
    const query = this.filtered(filter).select(summaryColumns);
    this.ordered(query, order);
    const rows = await query.getMany();
    return rows.map((row) => this.cipher.summaryFromEntity(row));
  }

  /**
   * One page of the reviewers' table, filtered, searched, sorted and cut in SQL through the
   * indexes (applications_submitted, _status_submitted, _grant_submitted, _reference), so a
   * page of 5,000 applications reads 50 rows. By applicant is the exception: the names are
   * encrypted, and an order kept at rest would tell them, so that sort decrypts the names (and
   * only them) of the rows the filters keep, then reads the page's rows.
   */
  async page(
    filter: ApplicationsFilter,
    order: ApplicationsOrder,
    page: { offset: number; limit: number },
  ): Promise<ApplicationsPageRecord> {
    const statusCounts = await this.statusCounts(filter);
    if (order.sort === 'applicant') {
      return { items: await this.byApplicant(filter, order, page), statusCounts };
    }
    const rows = await this.pageQuery(filter, order, page).getMany();
    return { items: rows.map((row) => this.cipher.summaryFromEntity(row)), statusCounts };
  }

  /** The query of a page sorted in SQL (every sort but by applicant); the tests read its plan. */
  pageQuery(
    filter: ApplicationsFilter,
    order: ApplicationsOrder,
    page: { offset: number; limit: number },
  ): SelectQueryBuilder<ApplicationEntity> {
    const query = this.filtered(filter)
      .select(summaryColumns)
      .offset(page.offset)
      .limit(page.limit);
    this.ordered(query, order);
    return query;
  }

  private async byApplicant(
    filter: ApplicationsFilter,
    order: ApplicationsOrder,
    page?: { offset: number; limit: number },
  ): Promise<ApplicationSummaryRecord[]> {
    const names = await this.filtered(filter)
      .select(['application.id', 'application.applicantNameEncrypted', 'application.dateSubmitted'])
      .getMany();
    const sign = order.direction === 'asc' ? 1 : -1;
    const sorted = names
      .map((row) => ({
        id: row.id,
        at: row.dateSubmitted,
        name: this.cipher.records.applicant.decryptField('name', row, row.applicantNameEncrypted),
      }))
      .sort(
        (a, b) =>
          sign * (nameCollator.compare(a.name, b.name) || a.at.getTime() - b.at.getTime()) ||
          a.id.localeCompare(b.id),
      );
    const kept = page ? sorted.slice(page.offset, page.offset + page.limit) : sorted;
    const ids = kept.map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await this.applications()
      .createQueryBuilder('application')
      .select(summaryColumns)
      .where('application.id IN (:...ids)', { ids })
      .getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.cipher.summaryFromEntity(row)] : [];
    });
  }

  /** How many applications the filters keep, per status, leaving the status filter aside. */
  private async statusCounts(
    filter: ApplicationsFilter,
  ): Promise<Partial<Record<ApplicationState, number>>> {
    const rows = await this.filtered({ ...filter, status: undefined })
      .select('application.status', 'status')
      .addSelect('count(*)::int', 'count')
      .groupBy('application.status')
      .getRawMany<{ status: ApplicationState; count: number }>();
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  }

  private filtered(filter: ApplicationsFilter): SelectQueryBuilder<ApplicationEntity> {
    const query = this.applications().createQueryBuilder('application');
    if (filter.portal !== undefined)
      query.andWhere('application.portal = :portal', { portal: filter.portal });
    if (filter.userId !== undefined)
      query.andWhere('application.userId = :userId', { userId: filter.userId });
    if (filter.grantId !== undefined)
      query.andWhere('application.grantId = :grantId', { grantId: filter.grantId });
    if (filter.status !== undefined)
      query.andWhere('application.status = :status', { status: filter.status });
    if (filter.search !== undefined) this.searched(query, filter.search);
    return query;
  }

  /**
   * A search is a reference, or words of the applicant's name: the applications whose name has
   * every word (by their keyed hashes, applicant-name-words.ts), or whose reference it is.
   */
  private searched(query: SelectQueryBuilder<ApplicationEntity>, search: string): void {
    const hashes = nameWordHashes(this.cipher.lookup, search);
    const reference = normalisedReference(search);
    if (hashes.length === 0) {
      query.andWhere('application.reference = :reference', { reference });
      return;
    }
    const named = query
      .subQuery()
      .select('word.application_id')
      .from(ApplicationNameWordEntity, 'word')
      .where('word.word_hash IN (:...wordHashes)')
      .groupBy('word.application_id')
      .having('count(*) = :wordCount')
      .getQuery();
    query.andWhere(`(application.reference = :reference OR application.id IN ${named})`, {
      reference,
      wordHashes: hashes,
      wordCount: hashes.length,
    });
  }

  /** The order of a list; the id last, so that equal keys keep one order from page to page. */
  private ordered(query: SelectQueryBuilder<ApplicationEntity>, order: ApplicationsOrder): void {
    const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
    if (order.sort === 'reference') {
      query.orderBy('application.reference', direction);
      return;
    }
    if (order.sort === 'status') query.orderBy('application.status', direction);
    query
      .addOrderBy('application.dateSubmitted', direction)
      .addOrderBy('application.id', direction);
  }

  /**
   * Locks the (member, grant) pair until the caller's transaction ends, so that two submissions
   * of one member to one grant take turns; the key is this service's and this pair's alone.
   */
  async lockMemberGrantPair(
    userId: string,
    grantId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `applications:one-per-member:${userId}:${grantId}`,
    ]);
  }

  /** The reference of the member's first application to the grant that is not withdrawn. */
  async firstLiveReference(
    userId: string,
    grantId: string,
    manager: EntityManager,
  ): Promise<string | undefined> {
    const [first] = await manager.query<Array<{ reference: string }>>(
      `SELECT reference FROM applications
        WHERE user_id = $1 AND grant_id = $2 AND status <> 'withdrawn'
        ORDER BY date_submitted LIMIT 1`,
      [userId, grantId],
    );
    return first?.reference;
  }

  /** The next number of the references' sequence, in the caller's transaction. */
  async nextReferenceNumber(manager: EntityManager): Promise<string> {
    const [row] = await manager.query<Array<{ number: string }>>(
      `SELECT nextval('${referenceSequence}')::text AS number`,
    );
    if (!row) throw new Error('the reference sequence answered nothing');
    return row.number;
  }

  async findById(id: string, manager?: EntityManager): Promise<ApplicationRecord | null> {
    const entity = await this.applications(manager).findOneBy({ id });
    return entity ? this.cipher.fromEntity(entity) : null;
  }

  /** These applications (each decrypted: the reviews service's export asks for 200 at a time). */
  async findByIds(ids: string[]): Promise<ApplicationRecord[]> {
    if (ids.length === 0) return [];
    const entities = await this.applications().findBy({ id: In(ids) });
    return entities.map((entity) => this.cipher.fromEntity(entity));
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
      applicantName: this.cipher.records.applicant.decryptField(
        'name',
        row,
        row.applicantNameEncrypted,
      ),
      grantTitle: row.grantTitle,
      status: row.status,
      requestedKeys: row.requestedKeys,
      untouched: row.statusChangedAt.getTime() === row.dateSubmitted.getTime(),
    };
  }

  /** The application, with the hashes of its applicant's name's words (for the search). */
  async insert(application: ApplicationRecord, manager: EntityManager): Promise<void> {
    await manager.getRepository(ApplicationEntity).insert(this.cipher.toEntity(application));
    const words = nameWordHashes(this.cipher.lookup, application.applicantName).map((wordHash) => ({
      wordHash,
      applicationId: application.id,
    }));
    if (words.length > 0) await manager.getRepository(ApplicationNameWordEntity).insert(words);
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
   * the latest first: who hears of a resubmission or a withdrawal.
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
