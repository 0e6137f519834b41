import type { Messages } from '@portal/web-kit/i18n';
import { CheckboxField, FieldFrame } from '@portal/web-kit';
import { fieldName } from './form-problems.js';
import type { QuestionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';
import { grantFormMessages, questionMessages as messages } from './messages.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

interface QuestionDefaultsEditorProps {
  question: QuestionDraft;
  section: number;
  index: number;
}

/** An option as a choice: its text, or its place while it is still empty. */
function choiceLabel(text: string, position: number, t: Messages['t']): string {
  return text.trim() || t(messages.emptyChoice, { number: position + 1 });
}

/**
 * What a question offers before the applicant chooses (spec §5): a dropdown one default at most
 * (radio buttons, with "No default"), a multi-select any number (checkboxes). A priority
 * question's default is its options' order, set in the options editor.
 */
export function QuestionDefaultsEditor({ question, section, index }: QuestionDefaultsEditorProps) {
  const { change, fieldProblems } = useGrantForm();
  const { t } = useStaffMessages();
  const at = { section, question: index };
  const defaultsName = fieldName('sections', section, 'questions', index, 'defaultSelected');
  const problem = fieldProblems[defaultsName];
  if (question.options.length === 0) return null;

  const problemMessage = problem && (
    <p className="field-error" tabIndex={-1} data-group-problem="">
      <span className="visually-hidden">{t(grantFormMessages.errorPrefix)} </span>
      {problem}
    </p>
  );

  if (question.type === 'dropdown') {
    const chosen = question.defaultKeys[0] ?? null;
    const choices = [
      { key: null, label: t(messages.noDefault) },
      ...question.options.map((option, position) => ({
        key: option.key,
        label: choiceLabel(option.text, position, t),
      })),
    ];
    return (
      <fieldset className="fieldset defaults-editor">
        <legend>{t(messages.defaultChoice)}</legend>
        {choices.map((choice) => (
          <FieldFrame
            key={choice.key ?? 'none'}
            name={defaultsName}
            label={choice.label}
            layout="checkbox"
          >
            {(control) => (
              <input
                {...control}
                type="radio"
                checked={chosen === choice.key}
                onChange={() => change({ type: 'choose-default', ...at, optionKey: choice.key })}
              />
            )}
          </FieldFrame>
        ))}
        {problemMessage}
      </fieldset>
    );
  }

  if (question.type === 'multi-select') {
    return (
      <fieldset className="fieldset defaults-editor">
        <legend>{t(messages.selectedByDefault)}</legend>
        {question.options.map((option, position) => (
          <CheckboxField
            key={option.key}
            name={fieldName(defaultsName, position)}
            label={choiceLabel(option.text, position, t)}
            checked={question.defaultKeys.includes(option.key)}
            onChange={(event) =>
              change({
                type: 'toggle-default',
                ...at,
                optionKey: option.key,
                selected: event.target.checked,
              })
            }
          />
        ))}
        {problemMessage}
      </fieldset>
    );
  }
  return null;
}
