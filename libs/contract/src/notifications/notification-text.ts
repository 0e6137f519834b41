import { applicationStatusLabel } from '../applications/application-vocabulary.js';
import type { NotificationEventKind } from './notification-kinds.js';

/** What a notice says, from what its event told: the same words in the inbox and the email. */
export interface NoticeFacts {
  kind: NotificationEventKind;
  /** Null for a notice about a grant alone. */
  applicationId: string | null;
  grantId: string;
  grantTitle: string;
  reference: string | null;
  status?: string | null;
  closesAt?: string | Date | null;
  hoursBefore?: number | null;
}

/** Kinds told to reviewers rather than to the applicant. */
export const reviewerNoticeKinds: readonly NotificationEventKind[] = [
  'resubmitted',
  'withdrawn',
  'grantAwaitingApproval',
];

/** How each kind is named on the preferences form ("Email me when…"). */
export const notificationKindNames: Readonly<Record<NotificationEventKind, string>> = {
  received: 'My application is received',
  statusChanged: "My application's status changes",
  moreInfoRequested: 'More information is requested',
  draftReminder: 'A grant I have a draft for is about to close',
  resubmitted: 'An applicant gives the information requested (reviewers)',
  withdrawn: 'An applicant withdraws an application (reviewers)',
  grantAwaitingApproval: 'A grant waits for someone to approve and publish it (reviewers)',
};

// Built once, when first needed (creating Intl formatters is slow, and a page that only counts
// notices never formats one). Toronto time, as every date of the portal.
let closingFormat: Intl.DateTimeFormat | undefined;
function formatClosing(value: string | Date): string {
  closingFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });
  return closingFormat.format(new Date(value));
}

/** "EDU-2026-000123 (Scholarship 2026)" or the title alone. */
function which(facts: NoticeFacts): string {
  return facts.reference ? `${facts.grantTitle} (${facts.reference})` : facts.grantTitle;
}

/** The status label of a `statusChanged` notice (spec §4's labels); null for other kinds. */
export function noticeStatusLabel(facts: Pick<NoticeFacts, 'kind' | 'status'>): string | null {
  return facts.kind === 'statusChanged' ? applicationStatusLabel(facts.status) : null;
}

/** The one sentence of a notice. */
export function noticeMessage(facts: NoticeFacts): string {
  switch (facts.kind) {
    case 'received':
      return `We received your application to ${facts.grantTitle}.${facts.reference ? ` Your reference is ${facts.reference}.` : ''}`;
    case 'statusChanged':
      return `Your application to ${which(facts)} is now: ${noticeStatusLabel(facts)}.`;
    case 'moreInfoRequested':
      return `More information is needed for your application to ${which(facts)}.`;
    case 'resubmitted':
      return `The applicant gave the information asked for on the application to ${which(facts)}.`;
    case 'withdrawn':
      return `The application to ${which(facts)} was withdrawn by the applicant.`;
    case 'draftReminder': {
      const closes = facts.closesAt ? formatClosing(facts.closesAt) : undefined;
      const hours = facts.hoursBefore ?? 24;
      return `Your draft application to ${facts.grantTitle} is not submitted yet: the grant closes in ${hours} hours${closes ? ` (${closes}, Toronto time)` : ''}.`;
    }
    case 'grantAwaitingApproval':
      return `The grant ${facts.grantTitle} was submitted for approval: it waits for you, or another reviewer, to check it and publish it.`;
  }
}

/** The email's subject. */
export function noticeSubject(facts: NoticeFacts): string {
  switch (facts.kind) {
    case 'received':
      return `Application received${facts.reference ? `: ${facts.reference}` : ''}`;
    case 'statusChanged':
      return `Your application is now: ${noticeStatusLabel(facts)}`;
    case 'moreInfoRequested':
      return 'More information is needed for your application';
    case 'resubmitted':
      return `Information given${facts.reference ? `: ${facts.reference}` : ''}`;
    case 'withdrawn':
      return `Application withdrawn${facts.reference ? `: ${facts.reference}` : ''}`;
    case 'draftReminder':
      return `Reminder: ${facts.grantTitle} closes in ${facts.hoursBefore ?? 24} hours`;
    case 'grantAwaitingApproval':
      return `A grant waits for your approval: ${facts.grantTitle}`;
  }
}

/**
 * Where a notice leads in the portal: the applicant's application, the reviewer's view of it,
 * for a draft the grant's application form (where the draft is continued), for a grant waiting
 * for approval the grant itself (where it is published).
 */
export function noticeLink(facts: Pick<NoticeFacts, 'kind' | 'applicationId' | 'grantId'>): string {
  if (facts.kind === 'draftReminder') return `/apply-grant/${facts.grantId}`;
  if (facts.kind === 'grantAwaitingApproval') return `/grants/${facts.grantId}`;
  if (reviewerNoticeKinds.includes(facts.kind)) return `/admin/applications/${facts.applicationId}`;
  return `/applications/${facts.applicationId}`;
}
