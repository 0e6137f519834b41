import type { AnswerValue } from '@portal/contract/applications';
import type { Question } from '@portal/contract/grants';
import { displayAnswer } from './answer-display.js';
import { applicationViewTexts } from './application-view-texts.js';

/** An answer read back (not a file's): a sentence, a list, or 'No answer'. */
export function AnswerText({
  question,
  value,
}: {
  question: Question;
  value: AnswerValue | undefined;
}) {
  const shown = displayAnswer(question, value);
  if (shown.kind === 'none') return <span className="muted">{applicationViewTexts.noAnswer}</span>;
  if (shown.kind === 'text') return <span className="answer-text">{shown.text}</span>;
  const items = shown.items.map((item, index) => <li key={`${index}:${item}`}>{item}</li>);
  return shown.ordered ? (
    <ol className="answer-options">{items}</ol>
  ) : (
    <ul className="answer-options">{items}</ul>
  );
}
