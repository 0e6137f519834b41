import {
  formatAmount,
  formatNumber,
  numberLimitText,
  questionTypeLabels,
  type Question,
} from '@portal/contract/grants';
import { formatWeight } from './format-weight.js';

/** A short text's length, a number's or an amount's range, as a person reads it; null for none. */
export function describeLimits(question: Question): string | null {
  const { min, max, type } = question;
  if (min === undefined && max === undefined) return null;
  const shown = (limit: number) =>
    type === 'currency' ? formatAmount(limit) : formatNumber(numberLimitText(limit));
  const unit = type === 'short-text' ? ' characters' : '';
  if (min !== undefined && max !== undefined) return `${shown(min)} to ${shown(max)}${unit}`;
  if (min !== undefined) return `At least ${shown(min)}${unit}`;
  return `At most ${shown(max!)}${unit}`;
}

/** One question of a section, read-only: label, then what an applicant meets. */
export function QuestionItem({ question }: { question: Question }) {
  const ordered = question.type === 'priority';
  const limits = describeLimits(question);
  return (
    <li className="question-item">
      <p className="question-label">{question.label}</p>
      {question.helpText && <p className="muted">{question.helpText}</p>}
      <dl className="question-facts">
        <div>
          <dt>Type</dt>
          <dd>{questionTypeLabels[question.type]}</dd>
        </div>
        <div>
          <dt>Required</dt>
          <dd>{question.required ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Weight</dt>
          <dd>{formatWeight(question.weight)}</dd>
        </div>
        {question.options.length > 0 && (
          <div className="question-fact-wide">
            <dt>{ordered ? 'Options, in their starting order' : 'Options'}</dt>
            <dd>
              <OptionList options={question.options} ordered={ordered} />
            </dd>
          </div>
        )}
        {limits && (
          <div>
            <dt>{question.type === 'short-text' ? 'Length' : 'Range'}</dt>
            <dd>{limits}</dd>
          </div>
        )}
        {question.exclusiveOptions && question.exclusiveOptions.length > 0 && (
          <div className="question-fact-wide">
            <dt>Stands alone</dt>
            <dd>{question.exclusiveOptions.join(', ')}</dd>
          </div>
        )}
        {question.defaultSelected.length > 0 && (
          <div className="question-fact-wide">
            <dt>{question.defaultSelected.length > 1 ? 'Selected by default' : 'Default'}</dt>
            <dd>{question.defaultSelected.join(', ')}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function OptionList({ options, ordered }: { options: readonly string[]; ordered: boolean }) {
  // Options are unique in a valid grant; the index keeps React calm if one is not.
  const items = options.map((option, index) => <li key={`${index}:${option}`}>{option}</li>);
  return ordered ? (
    <ol className="option-list">{items}</ol>
  ) : (
    <ul className="option-list">{items}</ul>
  );
}
