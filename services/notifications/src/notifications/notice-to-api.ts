import {
  noticeLink,
  noticeMessage,
  noticeStatusLabel,
  type EmailDelivery,
  type Notification,
} from '@portal/contract';
import type { DeliveryRow, NoticeRow } from './notices.repository.js';

/** A notice as a member's inbox shows it, built field by field. */
export function noticeToApi(row: NoticeRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    applicationId: row.applicationId,
    grantId: row.grantId,
    grantTitle: row.grantTitle,
    reference: row.reference,
    statusLabel: noticeStatusLabel(row),
    status: row.kind === 'statusChanged' ? row.status : null,
    closesAt: row.kind === 'draftReminder' ? (row.closesAt?.toISOString() ?? null) : null,
    hoursBefore: row.kind === 'draftReminder' ? row.hoursBefore : null,
    questionLabel: row.kind === 'fileRemoved' ? (row.questionLabels?.[0] ?? null) : null,
    message: noticeMessage(row),
    link: noticeLink(row),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A notice's email as admins see it: where it stands, never its address or text. */
export function deliveryToApi(row: DeliveryRow, recipientName: string | null): EmailDelivery {
  return {
    id: row.id,
    kind: row.kind,
    recipientId: row.recipientId,
    recipientName,
    applicationId: row.applicationId,
    reference: row.reference,
    grantTitle: row.grantTitle,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
