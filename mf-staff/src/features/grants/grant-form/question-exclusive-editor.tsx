import { CheckboxField } from '@portal/web-kit';
import { fieldName } from './form-problems.js';
import type { QuestionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';

interface QuestionExclusiveEditorProps {
  question: QuestionDraft;
  section: number;
  index: number;
}

/** An option as a choice: its text, or its place while it is still empty. */
function choiceLabel(text: string, position: number): string {
  return text.trim() || `Option ${position + 1} (empty)`;
}

/**
 * A multi-select's options that stand alone, such as "None of these": an applicant who ticks
 * one has the others cleared, and the portal refuses it beside another.
 */
export function QuestionExclusiveEditor({
  question,
  section,
  index,
}: QuestionExclusiveEditorProps) {
  const { change } = useGrantForm();
  const exclusiveName = fieldName('sections', section, 'questions', index, 'exclusiveOptions');
  if (question.options.length === 0) return null;
  return (
    <fieldset className="fieldset defaults-editor">
      <legend>Options that stand alone</legend>
      <p className="field-hint">Such as “None of these”: choosing one clears the other choices.</p>
      {question.options.map((option, position) => (
        <CheckboxField
          key={option.key}
          name={fieldName(exclusiveName, position)}
          label={choiceLabel(option.text, position)}
          checked={question.exclusiveKeys.includes(option.key)}
          onChange={(event) =>
            change({
              type: 'toggle-exclusive',
              section,
              question: index,
              optionKey: option.key,
              exclusive: event.target.checked,
            })
          }
        />
      ))}
    </fieldset>
  );
}
