import {
  applicationStatusLabels,
  questionAt,
  type StatusHistoryEntry,
} from '@portal/contract/applications';
import {
  formatAmount,
  formatNumber,
  isAmountCents,
  isNumberText,
  type QuestionType,
  type Section,
} from '@portal/contract/grants';

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
): string {
  const label = applicationStatusLabels[entry.status];
  const applicant = reader === 'applicant';
  switch (entry.kind) {
    case 'submitted':
      return applicant ? 'You submitted the application' : 'submitted the application';
    case 'moreInfoRequested':
      return applicant
        ? 'The education office asked for more information'
        : 'asked for more information';
    case 'resubmitted':
      return applicant
        ? 'You sent the information asked for'
        : 'sent the information asked for (status Submitted)';
    case 'withdrawn':
      return applicant ? 'You withdrew the application' : 'withdrew the application';
    case 'statusChanged': {
      const from = previous ? applicationStatusLabels[previous.status] : undefined;
      if (applicant) return `The education office changed the status to ${label}`;
      return from ? `changed the status from ${from} to ${label}` : `set the status to ${label}`;
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
