import { isAmountCents, isNumberText } from '@portal/contract/grants';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { formatAmount, formatNumber } from '../../../shared/format-numbers.js';
import type { ReviewedAnswer } from './answers-to-review.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { answerMessages as messages } from './messages.js';

/** Spec §3: a checkbox is answered `yes` or `no`; a reviewer reads Yes or No. */
const checkboxWords: Readonly<Record<string, MessageDescriptor>> = {
  yes: messages.yes,
  no: messages.no,
};

/**
 * One answer as its question type reads: a priority as the numbered order the applicant chose,
 * a multi-select as a list, a checkbox as Yes or No, an amount in dollars ("$1,234.56", kept as
 * cents), a number with its thousands, a long text with its line breaks, a date as
 * written (a date answer is a calendar day: no time zone may move it). A file question's answer
 * is FileAnswer's (the uploaded file), shown as the name chosen only where the files are unknown.
 */
export function AnswerView({ answer }: { answer: ReviewedAnswer }) {
  const { t, locale } = useStaffMessages();
  const { value, type } = answer;
  if (value === undefined) return <span className="muted">{t(messages.noAnswer)}</span>;
  if (Array.isArray(value)) {
    const items = value.map((item, index) => <li key={index}>{item}</li>);
    return type === 'priority' ? (
      <ol className="answer-choices">{items}</ol>
    ) : (
      <ul className="answer-choices">{items}</ul>
    );
  }
  if (type === 'checkbox') {
    const word = checkboxWords[value];
    return <>{word ? t(word) : value}</>;
  }
  if (type === 'currency' && isAmountCents(value)) return <>{formatAmount(value, locale)}</>;
  if (type === 'number' && isNumberText(value)) return <>{formatNumber(value, locale)}</>;
  return <span className="answer-text">{value}</span>;
}
