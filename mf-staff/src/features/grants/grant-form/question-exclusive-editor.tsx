import type { Messages } from '@portal/web-kit/i18n';
import { CheckboxField } from '@portal/web-kit';
import { fieldName } from './form-problems.js';
import type { QuestionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';
import { questionMessages as messages } from './messages.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

interface QuestionExclusiveEditorProps {
  question: QuestionDraft;
  section: number;
  index: number;
}

/** An option as a choice: its text, or its place while it is still empty. */
function choiceLabel(text: string, position: number, t: Messages['t']): string {
  return text.trim() || t(messages.emptyChoice, { number: position + 1 });
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
  const { t } = useStaffMessages();
  const exclusiveName = fieldName('sections', section, 'questions', index, 'exclusiveOptions');
  if (question.options.length === 0) return null;
  return (
    <fieldset className="fieldset defaults-editor">
      <legend>{t(messages.standAlone)}</legend>
      <p className="field-hint">{t(messages.standAloneHint)}</p>
      {question.options.map((option, position) => (
        <CheckboxField
          key={option.key}
          name={fieldName(exclusiveName, position)}
          label={choiceLabel(option.text, position, t)}
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
