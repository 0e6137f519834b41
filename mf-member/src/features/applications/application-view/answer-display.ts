import type { AnswerValue } from '@portal/contract/applications';
import { isAmountCents, isNumberText, type Question } from '@portal/contract/grants';
import { formatDate } from '@portal/web-kit';
import type { Translate } from '../../../i18n/text.js';
import { applicationViewMessages as messages } from './messages.js';

/** How an answer reads on the read-only view: a sentence, or a list (ordered for a priority). */
export type AnswerDisplay =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[]; ordered: boolean };

/**
 * An answer as the applicant reads it back: a checkbox as Yes or No, a date as a Toronto date,
 * an amount in dollars ("$1,234.56", kept as cents), a number with its thousands ("1,234.5"),
 * in the reader's language (`t`, `locale`),
 * the chosen options as a list (a priority in its order), a file by its name; nothing given
 * reads as no answer.
 */
export function displayAnswer(
  question: Question,
  value: AnswerValue | undefined,
  t: Translate,
  locale: string,
): AnswerDisplay {
  if (value === undefined) return { kind: 'none' };
  if (Array.isArray(value)) {
    return value.length === 0
      ? { kind: 'none' }
      : { kind: 'list', items: value, ordered: question.type === 'priority' };
  }
  const text = value.trim();
  if (text === '') return { kind: 'none' };
  switch (question.type) {
    case 'checkbox':
      return { kind: 'text', text: t(text === 'yes' ? messages.yes : messages.no) };
    case 'date':
      return { kind: 'text', text: formatDate(text, locale) };
    case 'currency':
      // Kept as whole cents: dollars only here, where it is written.
      return {
        kind: 'text',
        text: isAmountCents(text) ? t(messages.amount, { amount: Number(text) / 100 }) : text,
      };
    case 'number':
      return {
        kind: 'text',
        text: isNumberText(text) ? t(messages.number, { value: Number(text) }) : text,
      };
    default:
      return { kind: 'text', text };
  }
}
