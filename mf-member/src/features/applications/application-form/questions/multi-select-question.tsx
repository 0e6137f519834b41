import { CheckboxField } from '@portal/web-kit';
import { asList, type QuestionFieldProps } from './question-props.js';
import { QuestionGroup } from './question-group.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

/** Said under an option that stands alone. */

/**
 * A multi-select question: a checkbox per option, the grant's defaults ticked at the start
 * (spec §5). The answer keeps the options' order, whatever order they were ticked in. An option
 * that stands alone ("None of these") clears the others when ticked, and is cleared when
 * another is; its hint says so.
 */
export function MultiSelectQuestion({
  question,
  name,
  value,
  error,
  onChange,
}: QuestionFieldProps) {
  const chosen = asList(value);
  const { t } = useMemberMessages();
  const standsAlone = (option: string) => question.exclusiveOptions?.includes(option) === true;
  function toggle(option: string, checked: boolean) {
    let next = new Set(chosen);
    if (checked) {
      // One that stands alone clears the rest; any other clears those that stand alone.
      next = standsAlone(option)
        ? new Set()
        : new Set([...next].filter((other) => !standsAlone(other)));
      next.add(option);
    } else next.delete(option);
    onChange(question.options.filter((candidate) => next.has(candidate)));
  }
  return (
    <QuestionGroup question={question} error={error}>
      {question.options.map((option) => (
        <CheckboxField
          key={option}
          name={name}
          label={option}
          value={option}
          hint={standsAlone(option) ? t(messages.exclusiveHint) : undefined}
          checked={chosen.includes(option)}
          onChange={(event) => toggle(option, event.target.checked)}
        />
      ))}
    </QuestionGroup>
  );
}
