import type { FormatMessage } from '@portal/messages';
import { questionAt, type StatusHistoryEntry } from '@portal/contract/applications';
import {
  formatAmount,
  formatNumber,
  isAmountCents,
  isNumberText,
  type QuestionType,
  type Section,
} from '@portal/contract/grants';
import { applicationStatusMessages } from '../badges/messages.js';
import { historyMessages as words } from './messages.js';

/** Who reads the history: a reviewer (names shown) or the applicant (the office, and "You"). */
export type HistoryReader = 'reviewer' | 'applicant';

/**
 * What one entry of an application's history says (the conversation too). For a
 * reviewer it follows who did it ("Rita Reviewer asked for more information"); for the
 * applicant it says "You" or "The education office", never a reviewer's name.
 */
export function describeStatusEntry(
  entry: StatusHistoryEntry,
  previous: StatusHistoryEntry | undefined,
  reader: HistoryReader,
  /**
   * The screen's `t` (`useKitMessages()`). Required: a default formatter here would be a second
   * copy of the formatter in every remote that shows a history.
   */
  t: FormatMessage,
): string {
  const to = t(applicationStatusMessages[entry.status]);
  const applicant = reader === 'applicant';
  switch (entry.kind) {
    case 'submitted':
      return t(applicant ? words.applicantSubmitted : words.reviewerSubmitted);
    case 'moreInfoRequested':
      return t(applicant ? words.applicantAsked : words.reviewerAsked);
    case 'resubmitted':
      return applicant
        ? t(words.applicantResubmitted)
        : t(words.reviewerResubmitted, { status: t(applicationStatusMessages.submitted) });
    case 'withdrawn':
      return t(applicant ? words.applicantWithdrew : words.reviewerWithdrew);
    case 'statusChanged': {
      if (applicant) return t(words.applicantChanged, { to });
      return previous
        ? t(words.reviewerChanged, { from: t(applicationStatusMessages[previous.status]), to })
        : t(words.reviewerSet, { to });
    }
  }
}

/** The labels of the questions an entry names (a request's, or a resubmission's changes). */
export function namedQuestions(entry: StatusHistoryEntry, sections: readonly Section[]): string[] {
  return entry.questionKeys.map((key) => questionAt(sections, key)?.label || key);
}

/** The earlier answers a resubmission replaced, each with its question's label. */
export function previousAnswers(
  entry: StatusHistoryEntry,
  sections: readonly Section[],
): Array<{ key: string; label: string; before: string }> {
  return Object.entries(entry.previousAnswers ?? {}).map(([key, value]) => {
    const question = questionAt(sections, key);
    return {
      key,
      label: question?.label || key,
      before: Array.isArray(value) ? value.join(', ') : readAs(question?.type, value),
    };
  });
}

/** An amount kept as cents reads in dollars ("$1,234.56"), a number with its thousands. */
function readAs(type: QuestionType | undefined, value: string): string {
  if (type === 'currency' && isAmountCents(value)) return formatAmount(value);
  if (type === 'number' && isNumberText(value)) return formatNumber(value);
  return value;
}
