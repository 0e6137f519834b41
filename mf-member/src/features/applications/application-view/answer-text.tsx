import type { AnswerValue } from '@portal/contract/applications';
import type { Question } from '@portal/contract/grants';
import { displayAnswer } from './answer-display.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { applicationViewMessages as messages } from './messages.js';

/** An answer read back (not a file's): a sentence, a list, or 'No answer'. */
export function AnswerText({
  question,
  value,
}: {
  question: Question;
  value: AnswerValue | undefined;
}) {
  const { t, locale } = useMemberMessages();
  const shown = displayAnswer(question, value, t, locale);
  if (shown.kind === 'none') return <span className="muted">{t(messages.noAnswer)}</span>;
  if (shown.kind === 'text') return <span className="answer-text">{shown.text}</span>;
  const items = shown.items.map((item, index) => <li key={`${index}:${item}`}>{item}</li>);
  return shown.ordered ? (
    <ol className="answer-options">{items}</ol>
  ) : (
    <ul className="answer-options">{items}</ul>
  );
}
