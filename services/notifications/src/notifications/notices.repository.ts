import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  emailOffByDefaultKinds,
  type EmailDeliveryState,
  type NotificationEvent,
  type NotificationEventKind,
} from '@portal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { NoticeCipher } from './notice.cipher.js';

/** A notice as the inbox and the emails read it. */
export interface NoticeRow {
  id: string;
  seq: string;
  eventId: string;
  recipientId: string;
  kind: NotificationEventKind;
  applicationId: string | null;
  grantId: string;
  grantTitle: string;
  reference: string | null;
  status: string | null;
  closesAt: Date | null;
  hoursBefore: number | null;
  /** A request for more information: the labels of the questions named, and how many. */
  questionLabels: string[] | null;
  questionCount: number | null;
  createdAt: Date;
  readAt: Date | null;
}

/** A notice with its email's bookkeeping, for admins and the sender. */
export interface DeliveryRow extends NoticeRow {
  /** What the reviewer wrote to the applicant, still encrypted (the sender opens it). */
  messageEncrypted: string | null;
  state: EmailDeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

const noticeColumns = `
  n.id, n.seq::text AS seq, n.event_id AS "eventId", n.recipient_id AS "recipientId", n.kind,
  n.application_id AS "applicationId", n.grant_id AS "grantId", n.grant_title AS "grantTitle",
  n.reference, n.status, n.closes_at AS "closesAt", n.hours_before AS "hoursBefore",
  n.question_labels AS "questionLabels", n.question_count AS "questionCount",
  n.created_at AS "createdAt", n.read_at AS "readAt"`;
const deliveryColumns = `${noticeColumns},
  n.message_encrypted AS "messageEncrypted", d.state, d.attempts, d.last_error AS "lastError", d.next_attempt_at AS "nextAttemptAt",
  d.sent_at AS "sentAt"`;

/**
 * Every query on notices, their emails and the email preferences. (An UPDATE whose rows are
 * wanted is wrapped in `WITH … SELECT`: TypeORM answers a bare UPDATE … RETURNING as
 * `[rows, count]`, which is never empty.)
 */
@Injectable()
export class NoticesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: NoticeCipher,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * One notice per (event, recipient) that does not have one yet, each with its pending email,
   * in the caller's transaction. The unique key decides: a repeat, even at the same instant on
   * another replica, inserts nothing. Answers the ids of the notices created.
   */
  async insertNotices(
    notices: Array<{ event: NotificationEvent; recipientId: string }>,
    manager: EntityManager,
  ): Promise<string[]> {
    if (notices.length === 0) return [];
    // The ids are made here: each message is encrypted bound to its notice.
    const rows = notices.map((notice) => ({ ...notice, id: randomUUID() }));
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    const created = await manager.query<Array<{ id: string }>>(
      `INSERT INTO notices (id, event_id, recipient_id, kind, application_id, grant_id, grant_title,
                            reference, status, closes_at, hours_before, occurred_at,
                            message_encrypted, question_labels, question_count)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $6::uuid[],
                            $7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::smallint[],
                            $12::timestamptz[], $13::text[], $14::jsonb[], $15::integer[])
       ON CONFLICT (event_id, recipient_id) DO NOTHING
       RETURNING id`,
      [
        column(({ id }) => id),
        column(({ event }) => event.eventId),
        column(({ recipientId }) => recipientId),
        column(({ event }) => event.kind),
        column(({ event }) => event.applicationId),
        column(({ event }) => event.grantId),
        column(({ event }) => event.grantTitle),
        column(({ event }) => event.reference),
        column(({ event }) => (event.kind === 'statusChanged' ? (event.status ?? null) : null)),
        column(({ event }) => event.closesAt ?? null),
        column(({ event }) => event.hoursBefore ?? null),
        column(({ event }) => event.at),
        column(({ id, event }) =>
          event.message
            ? this.cipher.records.notice.encryptField('message', { id }, event.message)
            : null,
        ),
        column(({ event }) => (event.questionLabels ? JSON.stringify(event.questionLabels) : null)),
        column(({ event }) => event.questionCount ?? null),
      ],
    );
    const ids = created.map((row) => row.id);
    if (ids.length > 0)
      await manager.query(`INSERT INTO email_deliveries (notice_id) SELECT unnest($1::uuid[])`, [
        ids,
      ]);
    return ids;
  }

  /**
   * The reviewers among `reviewerIds` who asked for an email at each new application (their
   * preference for `newApplication`, off unless they turned it on).
   */
  async askingForNewApplications(reviewerIds: readonly string[]): Promise<string[]> {
    if (reviewerIds.length === 0) return [];
    const rows = await this.dataSource.query<Array<{ recipientId: string }>>(
      `SELECT recipient_id AS "recipientId" FROM email_preferences
        WHERE kind = 'newApplication' AND email AND recipient_id = ANY($1::uuid[])`,
      [reviewerIds],
    );
    return rows.map((row) => row.recipientId);
  }

  /** A recipient's notices, newest first, `limit` of them older than `before` (a seq). */
  ownNotices(recipientId: string, limit: number, before?: string): Promise<NoticeRow[]> {
    return this.dataSource.query(
      `SELECT ${noticeColumns} FROM notices n
        WHERE n.recipient_id = $1 AND ($2::bigint IS NULL OR n.seq < $2::bigint)
        ORDER BY n.seq DESC LIMIT $3`,
      [recipientId, before ?? null, limit],
    );
  }

  async unreadCount(recipientId: string): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ unread: number }>>(
      `SELECT count(*)::int AS unread FROM notices WHERE recipient_id = $1 AND read_at IS NULL`,
      [recipientId],
    );
    return row?.unread ?? 0;
  }

  /** Marks one of the recipient's notices read; false when they have no such notice. */
  async markRead(id: string, recipientId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `WITH marked AS (
         UPDATE notices SET read_at = COALESCE(read_at, now())
          WHERE id = $1 AND recipient_id = $2 RETURNING id)
       SELECT id FROM marked`,
      [id, recipientId],
    );
    return rows.length > 0;
  }

  /** Marks read the recipient's notices about one application (or draft). */
  async markReadForApplication(recipientId: string, applicationId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE notices SET read_at = now()
        WHERE recipient_id = $1 AND application_id = $2 AND read_at IS NULL`,
      [recipientId, applicationId],
    );
  }

  async markAllRead(recipientId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE notices SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL`,
      [recipientId],
    );
  }

  /** The kinds a recipient turned on or off (the others are on). */
  async preferences(recipientId: string): Promise<Map<NotificationEventKind, boolean>> {
    const rows = await this.dataSource.query<
      Array<{ kind: NotificationEventKind; email: boolean }>
    >(`SELECT kind, email FROM email_preferences WHERE recipient_id = $1`, [recipientId]);
    return new Map(rows.map((row) => [row.kind, row.email]));
  }

  /** Saves the choices given; the kinds left out keep theirs. */
  async savePreferences(
    recipientId: string,
    email: Partial<Record<NotificationEventKind, boolean>>,
  ): Promise<void> {
    const kinds = (Object.keys(email) as NotificationEventKind[]).filter(
      (kind) => email[kind] !== undefined,
    );
    if (kinds.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO email_preferences (recipient_id, kind, email)
       SELECT $1::uuid, * FROM unnest($2::text[], $3::boolean[])
       ON CONFLICT (recipient_id, kind) DO UPDATE SET email = excluded.email`,
      [recipientId, kinds, kinds.map((kind) => email[kind])],
    );
  }

  /** Every notice's email in one state, newest first (admins). */
  deliveries(state: EmailDeliveryState, limit: number, before?: string): Promise<DeliveryRow[]> {
    return this.dataSource.query(
      `SELECT ${deliveryColumns} FROM email_deliveries d JOIN notices n ON n.id = d.notice_id
        WHERE d.state = $1 AND ($2::bigint IS NULL OR n.seq < $2::bigint)
        ORDER BY n.seq DESC LIMIT $3`,
      [state, before ?? null, limit],
    );
  }

  async deliveryCounts(): Promise<Record<EmailDeliveryState, number>> {
    const rows = await this.dataSource.query<Array<{ state: EmailDeliveryState; count: number }>>(
      `SELECT state, count(*)::int AS count FROM email_deliveries GROUP BY state`,
    );
    const counts: Record<EmailDeliveryState, number> = {
      pending: 0,
      sent: 0,
      failed: 0,
      skipped: 0,
    };
    for (const row of rows) counts[row.state] = row.count;
    return counts;
  }

  async delivery(noticeId: string): Promise<DeliveryRow | undefined> {
    const [row] = await this.dataSource.query<DeliveryRow[]>(
      `SELECT ${deliveryColumns} FROM email_deliveries d JOIN notices n ON n.id = d.notice_id
        WHERE d.notice_id = $1`,
      [noticeId],
    );
    return row;
  }

  /** A failed email back to pending, its tries from zero; false when it is not failed. */
  async retryFailed(noticeId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `WITH retried AS (
         UPDATE email_deliveries
            SET state = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
          WHERE notice_id = $1 AND state = 'failed' RETURNING notice_id)
       SELECT notice_id FROM retried`,
      [noticeId],
    );
    return rows.length > 0;
  }

  /** The next emails due (oldest due first), not locked: the sender locks each as it sends it. */
  dueDeliveries(limit: number): Promise<Array<{ noticeId: string; recipientId: string }>> {
    return this.dataSource.query(
      `SELECT d.notice_id AS "noticeId", n.recipient_id AS "recipientId"
         FROM email_deliveries d JOIN notices n ON n.id = d.notice_id
        WHERE d.state = 'pending' AND d.next_attempt_at <= now()
        ORDER BY d.next_attempt_at, n.seq LIMIT $1`,
      [limit],
    );
  }

  /**
   * Locks one due email for the caller's transaction, or answers undefined when it is no longer
   * due or another replica holds it (`SKIP LOCKED`: replicas never send the same email at once).
   */
  async lockDue(
    noticeId: string,
    manager: EntityManager,
  ): Promise<(DeliveryRow & { emailWanted: boolean; message: string | null }) | undefined> {
    const [row] = await manager.query<Array<DeliveryRow & { emailWanted: boolean }>>(
      `SELECT ${deliveryColumns},
              COALESCE((SELECT p.email FROM email_preferences p
                         WHERE p.recipient_id = n.recipient_id AND p.kind = n.kind),
                       NOT (n.kind = ANY($2::text[]))) AS "emailWanted"
         FROM email_deliveries d JOIN notices n ON n.id = d.notice_id
        WHERE d.notice_id = $1 AND d.state = 'pending' AND d.next_attempt_at <= now()
        FOR UPDATE OF d SKIP LOCKED`,
      [noticeId, emailOffByDefaultKinds],
    );
    if (!row) return undefined;
    return {
      ...row,
      message:
        row.messageEncrypted === null
          ? null
          : this.cipher.records.notice.decryptField(
              'message',
              { id: row.id },
              row.messageEncrypted,
            ),
    };
  }

  /** Sent: what the reviewer wrote goes with it, kept no longer (the applications service has it). */
  /**
   * Marks the notice sent before `send` runs, and undoes only that mark (a savepoint) when
   * `send` throws, whose error goes on: the rest of the caller's transaction stays.
   */
  async markSentAround(
    noticeId: string,
    manager: EntityManager,
    send: () => Promise<void>,
  ): Promise<void> {
    await manager.query('SAVEPOINT before_send');
    await this.markSent(noticeId, manager);
    try {
      await send();
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT before_send');
      throw error;
    }
  }

  async markSent(noticeId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE email_deliveries SET state = 'sent', sent_at = now(), attempts = attempts + 1,
              last_error = NULL WHERE notice_id = $1`,
      [noticeId],
    );
    await this.forgetMessage(noticeId, manager);
  }

  async markSkipped(noticeId: string, reason: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE email_deliveries SET state = 'skipped', last_error = $2 WHERE notice_id = $1`,
      [noticeId, reason],
    );
    await this.forgetMessage(noticeId, manager);
  }

  private async forgetMessage(noticeId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE notices SET message_encrypted = NULL
        WHERE id = $1 AND message_encrypted IS NOT NULL`,
      [noticeId],
    );
  }

  /** A failed try: again after `retryInMs`, or `failed` for good when `retryInMs` is undefined. */
  async markTryFailed(
    noticeId: string,
    reason: string,
    retryInMs: number | undefined,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE email_deliveries
          SET attempts = attempts + 1, last_error = $2,
              state = CASE WHEN $3::float8 IS NULL THEN 'failed' ELSE 'pending' END,
              next_attempt_at = now() + make_interval(secs => COALESCE($3::float8, 0) / 1000)
        WHERE notice_id = $1`,
      [noticeId, reason, retryInMs ?? null],
    );
  }
}
