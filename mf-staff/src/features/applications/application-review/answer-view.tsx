import { formatAmount, formatNumber, isAmountCents, isNumberText } from '@portal/contract/grants';
import type { ReviewedAnswer } from './answers-to-review.js';
import { applicationReviewTexts as texts } from './application-review-texts.js';

/** Spec §3: a checkbox is answered `yes` or `no`; a reviewer reads Yes or No. */
const checkboxWords: Readonly<Record<string, string>> = { yes: 'Yes', no: 'No' };

/**
 * One answer as its question type reads: a priority as the numbered order the applicant chose,
 * a multi-select as a list, a checkbox as Yes or No, an amount in dollars ("$1,234.56", kept as
 * cents), a number with its thousands, a long text with its line breaks, a date as
 * written (a date answer is a calendar day: no time zone may move it). A file question's answer
 * is FileAnswer's (the uploaded file), shown as the name chosen only where the files are unknown.
 */
export function AnswerView({ answer }: { answer: ReviewedAnswer }) {
  const { value, type } = answer;
  if (value === undefined) return <span className="muted">{texts.noAnswer}</span>;
  if (Array.isArray(value)) {
    const items = value.map((item, index) => <li key={index}>{item}</li>);
    return type === 'priority' ? (
      <ol className="answer-choices">{items}</ol>
    ) : (
      <ul className="answer-choices">{items}</ul>
    );
  }
  if (type === 'checkbox') return <>{checkboxWords[value] ?? value}</>;
  if (type === 'currency' && isAmountCents(value)) return <>{formatAmount(value)}</>;
  if (type === 'number' && isNumberText(value)) return <>{formatNumber(value)}</>;
  return <span className="answer-text">{value}</span>;
}
