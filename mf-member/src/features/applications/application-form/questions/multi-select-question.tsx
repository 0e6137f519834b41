import { CheckboxField } from '@portal/web-kit';
import { asList, type QuestionFieldProps } from './question-props.js';
import { QuestionGroup } from './question-group.js';

/**
 * A multi-select question: a checkbox per option, the grant's defaults ticked at the start
 * (spec §5). The answer keeps the options' order, whatever order they were ticked in.
 */
export function MultiSelectQuestion({
  question,
  name,
  value,
  error,
  onChange,
}: QuestionFieldProps) {
  const chosen = asList(value);
  function toggle(option: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(option);
    else next.delete(option);
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
          checked={chosen.includes(option)}
          onChange={(event) => toggle(option, event.target.checked)}
        />
      ))}
    </QuestionGroup>
  );
}
