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
  /** What the reviewer wrote to the applicant with a decision or a request (the email only). */
  message?: string | null;
  /** A request for more information: the questions it names (the first few), and how many. */
  questionLabels?: readonly string[] | null;
  questionCount?: number | null;
}

/** Kinds told to reviewers rather than to the applicant. */
export const reviewerNoticeKinds: readonly NotificationEventKind[] = [
  'resubmitted',
  'withdrawn',
  'newApplication',
  'grantAwaitingApproval',
];

/** How each kind is named on the preferences form ("Email me when…"). */
export const notificationKindNames: Readonly<Record<NotificationEventKind, string>> = {
  received: 'My application is received',
  statusChanged: "My application's status changes",
  moreInfoRequested: 'More information is requested',
  withdrawalConfirmed: 'I withdraw an application',
  draftReminder: 'A grant I have a draft for is about to close',
  resubmitted: 'An applicant gives the information requested (reviewers)',
  withdrawn: 'An applicant withdraws an application (reviewers)',
  newApplication: 'A new application arrives (reviewers; off unless you turn it on)',
  grantAwaitingApproval: 'A grant waits for someone to approve and publish it (reviewers)',
  fileRemoved: 'The education office removes a file from my application',
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

/** " EDU-2026-000123" after "Your application", or nothing for an event without one. */
function referenceAfter(facts: NoticeFacts): string {
  return facts.reference ? ` ${facts.reference}` : '';
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
    case 'withdrawalConfirmed':
      return `You withdrew your application to ${which(facts)}.`;
    case 'newApplication':
      return `A new application to ${which(facts)} has arrived.`;
    case 'draftReminder': {
      const closes = facts.closesAt ? formatClosing(facts.closesAt) : undefined;
      const hours = facts.hoursBefore ?? 24;
      return `Your draft application to ${facts.grantTitle} is not submitted yet: the grant closes in ${hours} hours${closes ? ` (${closes}, Toronto time)` : ''}.`;
    }
    case 'grantAwaitingApproval':
      return `The grant ${facts.grantTitle} was submitted for approval: it waits for you, or another reviewer, to check it and publish it.`;
    case 'fileRemoved': {
      const label = facts.questionLabels?.[0];
      return `The education office removed a file from your application to ${which(facts)}${label ? `: the file for "${label}"` : ''}.`;
    }
  }
}

/** The email's subject: the application's reference in it, when it has one. */
export function noticeSubject(facts: NoticeFacts): string {
  switch (facts.kind) {
    case 'received':
      return `Application received${facts.reference ? `: ${facts.reference}` : ''}`;
    case 'statusChanged':
      return `Your application${referenceAfter(facts)} is now: ${noticeStatusLabel(facts)}`;
    case 'moreInfoRequested':
      return `More information is needed for your application${referenceAfter(facts)}`;
    case 'resubmitted':
      return `Information given${facts.reference ? `: ${facts.reference}` : ''}`;
    case 'withdrawn':
      return `Application withdrawn${facts.reference ? `: ${facts.reference}` : ''}`;
    case 'withdrawalConfirmed':
      return `You withdrew your application${referenceAfter(facts)}`;
    case 'newApplication':
      return `New application${facts.reference ? `: ${facts.reference}` : ''} (${facts.grantTitle})`;
    case 'draftReminder':
      return `Reminder: ${facts.grantTitle} closes in ${facts.hoursBefore ?? 24} hours`;
    case 'grantAwaitingApproval':
      return `A grant waits for your approval: ${facts.grantTitle}`;
    case 'fileRemoved':
      return `A file was removed from your application${referenceAfter(facts)}`;
  }
}

/** How the email introduces the reviewer's message, or null when the kind carries none. */
export function noticeMessageHeading(facts: Pick<NoticeFacts, 'kind'>): string | null {
  switch (facts.kind) {
    case 'moreInfoRequested':
      return 'What the education office asks:';
    case 'statusChanged':
      return 'A message from the education office:';
    default:
      return null;
  }
}

/**
 * What happens next, as the email says it after the notice and the reviewer's message: what the
 * office does after an award, how to answer a request for more information, what a refusal or a
 * withdrawal leaves the member to do. Empty when there is nothing to add.
 */
export function noticeNextSteps(facts: NoticeFacts): string[] {
  const quote = facts.reference
    ? ` Give your reference, ${facts.reference}, with any question.`
    : '';
  switch (facts.kind) {
    case 'received':
      return [
        'The education office reviews every application. You will get an email when its status changes.',
      ];
    case 'statusChanged':
      switch (facts.status) {
        case 'approved':
          return [
            'What happens next: the education office will contact you about the next steps, such as what to sign and how and when the grant is paid. You do not need to do anything now.' +
              quote,
          ];
        case 'rejected':
          return [
            `This application was not awarded. If you have a question about the decision, contact the education office.${quote}`,
          ];
        case 'reviewed':
          return [
            'What happens next: the education office is reviewing your application. You will get an email when there is a decision.',
          ];
        case 'needsMoreInfo':
          return [
            'How to answer: open your application in the portal to see what is needed, then send it with Resubmit.',
          ];
        default:
          return ['You will get an email when its status changes.'];
      }
    case 'moreInfoRequested': {
      const named = facts.questionLabels ?? [];
      const more = Math.max(0, (facts.questionCount ?? named.length) - named.length);
      const lines: string[] = [];
      if (named.length > 0)
        lines.push(
          `The answers you may change: ${named.join('; ')}${more > 0 ? `; and ${more} more (see the portal)` : ''}.`,
        );
      lines.push(
        'How to answer: open your application in the portal, change what is asked, then press Resubmit. Your application waits for your answer; the other answers stay as you sent them.',
      );
      return lines;
    }
    case 'withdrawalConfirmed':
      return [
        'Your application will not be reviewed. If the grant is still open, you can apply to it again.' +
          quote,
      ];
    case 'newApplication':
      return ['Open it in the portal to review it.'];
    case 'grantAwaitingApproval':
      return ['Open the grant in the portal to check it and publish it.'];
    case 'fileRemoved':
      return [
        `The rest of your application is kept as you sent it. If the office needs the document again, it will ask you for it.${quote}`,
      ];
    case 'resubmitted':
    case 'withdrawn':
    case 'draftReminder':
      return [];
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
