import { questionTypeLabels, type Question } from '@portal/contract/grants';
import { formatWeight } from './format-weight.js';

/** One question of a section, read-only: label, then what an applicant meets. */
export function QuestionItem({ question }: { question: Question }) {
  const ordered = question.type === 'priority';
  return (
    <li className="question-item">
      <p className="question-label">{question.label}</p>
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
