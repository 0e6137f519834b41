import { isApplicationState, type NoticeFacts } from '@portal/contract';
import type { EmailWriter } from './email-language.js';
import { noticeEmailMessages as messages } from './notice-email.messages.js';

/** What a notice's email says, in the recipient's language. */
export interface NoticeEmailWords {
  subject: string;
  /** The notice's one sentence. */
  sentence: string;
  /** How the reviewer's message is introduced; null when the kind carries none. */
  heading: string | null;
  /** What happens next, a paragraph each (none when there is nothing to add). */
  nextSteps: string[];
}

/**
 * The words of a notice's email: the same as the inbox's notice (libs/contract
 * notification-text.ts) in English, word for word, and in the recipient's language.
 */
export function noticeEmailWords(
  facts: NoticeFacts,
  { t, dateTime }: EmailWriter,
): NoticeEmailWords {
  const { grantTitle, reference } = facts;
  const withReference = reference ? 'yes' : 'no';
  const which = reference ? t(messages.grantAndReference, { grantTitle, reference }) : grantTitle;
  const giveReference = reference ? [t(messages.giveReference, { reference })] : [];
  /** A paragraph of what happens next, with the reference to give with a question when there is one. */
  const withQuote = (sentence: string) => [sentence, ...giveReference].join(' ');
  switch (facts.kind) {
    case 'received':
      return {
        subject: t(messages.receivedSubject, { withReference, reference }),
        sentence: t(messages.receivedMessage, { withReference, reference, grantTitle }),
        heading: null,
        nextSteps: [t(messages.receivedNextSteps)],
      };
    case 'statusChanged': {
      const state = isApplicationState(facts.status) ? facts.status : 'submitted';
      const status = t(messages.status, { status: state });
      const next = {
        approved: () => withQuote(t(messages.statusChangedApproved)),
        rejected: () => withQuote(t(messages.statusChangedRejected)),
        reviewed: () => t(messages.statusChangedReviewed),
        needsMoreInfo: () => t(messages.statusChangedNeedsMoreInfo),
      }[facts.status ?? ''];
      return {
        subject: t(messages.statusChangedSubject, { withReference, reference, status }),
        sentence: t(messages.statusChangedMessage, { which, status }),
        heading: t(messages.statusChangedHeading),
        nextSteps: [next ? next() : t(messages.statusChangedOther)],
      };
    }
    case 'moreInfoRequested': {
      const named = facts.questionLabels ?? [];
      const more = Math.max(0, (facts.questionCount ?? named.length) - named.length);
      return {
        subject: t(messages.moreInfoRequestedSubject, { withReference, reference }),
        sentence: t(messages.moreInfoRequestedMessage, { which }),
        heading: t(messages.moreInfoRequestedHeading),
        nextSteps: [
          ...(named.length > 0
            ? [t(messages.moreInfoRequestedAnswers, { labels: named.join('; '), more })]
            : []),
          t(messages.moreInfoRequestedHowToAnswer),
        ],
      };
    }
    case 'resubmitted':
      return {
        subject: t(messages.resubmittedSubject, { withReference, reference }),
        sentence: t(messages.resubmittedMessage, { which }),
        heading: null,
        nextSteps: [],
      };
    case 'withdrawn':
      return {
        subject: t(messages.withdrawnSubject, { withReference, reference }),
        sentence: t(messages.withdrawnMessage, { which }),
        heading: null,
        nextSteps: [],
      };
    case 'withdrawalConfirmed':
      return {
        subject: t(messages.withdrawalConfirmedSubject, { withReference, reference }),
        sentence: t(messages.withdrawalConfirmedMessage, { which }),
        heading: null,
        nextSteps: [withQuote(t(messages.withdrawalConfirmedNextSteps))],
      };
    case 'newApplication':
      return {
        subject: t(messages.newApplicationSubject, { withReference, reference, grantTitle }),
        sentence: t(messages.newApplicationMessage, { which }),
        heading: null,
        nextSteps: [t(messages.newApplicationNextSteps)],
      };
    case 'draftReminder': {
      const hours = facts.hoursBefore ?? 24;
      const closes = facts.closesAt
        ? dateTime(facts.closesAt, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: 'numeric',
            minute: '2-digit',
          })
        : undefined;
      return {
        subject: t(messages.draftReminderSubject, { grantTitle, hours }),
        sentence: t(messages.draftReminderMessage, {
          withClosing: closes ? 'yes' : 'no',
          grantTitle,
          hours,
          closes,
        }),
        heading: null,
        nextSteps: [],
      };
    }
    case 'grantAwaitingApproval':
      return {
        subject: t(messages.grantAwaitingApprovalSubject, { grantTitle }),
        sentence: t(messages.grantAwaitingApprovalMessage, { grantTitle }),
        heading: null,
        nextSteps: [t(messages.grantAwaitingApprovalNextSteps)],
      };
    case 'fileRemoved': {
      const label = facts.questionLabels?.[0];
      return {
        subject: t(messages.fileRemovedSubject, { withReference, reference }),
        sentence: t(messages.fileRemovedMessage, { withLabel: label ? 'yes' : 'no', which, label }),
        heading: null,
        nextSteps: [withQuote(t(messages.fileRemovedNextSteps))],
      };
    }
  }
}
