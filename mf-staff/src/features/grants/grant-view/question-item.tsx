import { numberLimitText, type Question } from '@portal/contract/grants';
import type { Messages } from '@portal/web-kit/i18n';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { questionTypeName } from '../../../shared/statuses/status-names.js';
import { formatAmount, formatNumber } from '../../../shared/format-numbers.js';
import { formatWeight } from './format-weight.js';
import { grantViewMessages as messages } from './messages.js';

/**
 * A question's limits as people read them in the chosen language ("1 to 365", "At least $100.00",
 * "At most 200 characters"); null when it has none. Amounts are kept in cents.
 */
export function describeLimits(
  question: Question,
  t: Messages['t'],
  locale: string,
): string | null {
  const { min, max, type } = question;
  if (min === undefined && max === undefined) return null;
  const shown = (limit: number | undefined) =>
    limit === undefined
      ? ''
      : type === 'currency'
        ? formatAmount(limit, locale)
        : formatNumber(numberLimitText(limit), locale);
  const limit =
    min !== undefined && max !== undefined ? 'both' : min !== undefined ? 'atLeast' : 'atMost';
  return t(type === 'short-text' ? messages.characterLimits : messages.limits, {
    limit,
    min: shown(min),
    max: shown(max),
  });
}

/** One question of a section, read-only: label, then what an applicant meets. */
export function QuestionItem({ question }: { question: Question }) {
  const { t, locale } = useStaffMessages();
  const ordered = question.type === 'priority';
  const limits = describeLimits(question, t, locale);
  return (
    <li className="question-item">
      <p className="question-label">{question.label}</p>
      {question.helpText && <p className="muted">{question.helpText}</p>}
      <dl className="question-facts">
        <div>
          <dt>{t(messages.questionType)}</dt>
          <dd>{questionTypeName(question.type, t)}</dd>
        </div>
        <div>
          <dt>{t(messages.required)}</dt>
          <dd>{t(question.required ? messages.yes : messages.no)}</dd>
        </div>
        <div>
          <dt>{t(messages.questionWeight)}</dt>
          <dd>{formatWeight(question.weight, locale)}</dd>
        </div>
        {question.options.length > 0 && (
          <div className="question-fact-wide">
            <dt>{t(ordered ? messages.optionsInOrder : messages.options)}</dt>
            <dd>
              <OptionList options={question.options} ordered={ordered} />
            </dd>
          </div>
        )}
        {limits && (
          <div>
            <dt>{t(question.type === 'short-text' ? messages.length : messages.range)}</dt>
            <dd>{limits}</dd>
          </div>
        )}
        {question.exclusiveOptions && question.exclusiveOptions.length > 0 && (
          <div className="question-fact-wide">
            <dt>{t(messages.standsAlone)}</dt>
            <dd>{question.exclusiveOptions.join(', ')}</dd>
          </div>
        )}
        {question.defaultSelected.length > 0 && (
          <div className="question-fact-wide">
            <dt>
              {t(
                question.defaultSelected.length > 1 ? messages.selectedByDefault : messages.default,
              )}
            </dt>
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
