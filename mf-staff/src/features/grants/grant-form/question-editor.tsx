import { questionTypes, type QuestionType } from '@portal/contract/grants';
import { useMemo } from 'react';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { questionTypeName } from '../../../shared/statuses/status-names.js';
import { questionMessages as messages } from './messages.js';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  type MoveDirection,
} from '@portal/web-kit';
import { fieldName } from './form-problems.js';
import { takesLimits, takesOptions, type QuestionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';
import { MoveButtons } from './move-buttons.js';
import { QuestionDefaultsEditor } from './question-defaults-editor.js';
import { QuestionExclusiveEditor } from './question-exclusive-editor.js';
import { QuestionLimitsEditor } from './question-limits-editor.js';
import { QuestionOptionsEditor } from './question-options-editor.js';
import { WeightField } from './weight-field.js';

interface QuestionEditorProps {
  question: QuestionDraft;
  section: number;
  index: number;
  /** How many questions the section has: where focus goes when this one is removed. */
  count: number;
  /** The id of the section's question total message while it shows. */
  totalMessageId: string | undefined;
}

/**
 * One question of a section: label, help text, type, weight, required, its options when it has
 * any (and, for a multi-select, those that stand alone), its limits for a short text, number or
 * amount; moved up or down within its section with buttons, as options are.
 */
export function QuestionEditor({
  question,
  section,
  index,
  count,
  totalMessageId,
}: QuestionEditorProps) {
  const { change, fieldProblems, attempted, announce } = useGrantForm();
  const { t } = useStaffMessages();
  const questionTypeOptions = useMemo(
    () =>
      questionTypes.map((type) => ({
        value: type,
        label: questionTypeName(type, t),
      })),
    [t],
  );
  const at = { section, question: index };
  const name = (field: string) => fieldName('sections', section, 'questions', index, field);
  const itemName = t(messages.itemName, { number: index + 1, section: section + 1 });

  function move(direction: MoveDirection) {
    const target = direction === 'up' ? index - 1 : index + 1;
    // Focus stays on the same button of the moved question.
    change(
      { type: 'move-question', ...at, direction },
      `[data-question-key="${question.key}"] [data-move="question-${direction}"]`,
    );
    announce(
      t(messages.moved, {
        name: question.label.trim() || t(messages.legend, { number: index + 1 }),
        position: target + 1,
        count,
        section: section + 1,
      }),
    );
  }

  function remove() {
    // Focus goes to the question that takes this one's place, or the one before, or to the
    // section's Add question button when none is left.
    const next = index < count - 1 ? index : index - 1;
    change(
      { type: 'remove-question', ...at },
      next >= 0
        ? `[name="${fieldName('sections', section, 'questions', next, 'label')}"]`
        : `[data-add-question="${section}"]`,
    );
  }

  return (
    <fieldset className="grant-question" data-question-key={question.key}>
      <legend className="grant-question-legend">{t(messages.legend, { number: index + 1 })}</legend>
      <TextField
        name={name('label')}
        label={t(messages.label)}
        value={question.label}
        required
        error={fieldProblems[name('label')]}
        onChange={(event) =>
          change({ type: 'change-question', ...at, changes: { label: event.target.value } })
        }
      />
      <TextAreaField
        name={name('helpText')}
        label={t(messages.helpText)}
        hint={t(messages.helpTextHint)}
        rows={2}
        value={question.helpText}
        error={fieldProblems[name('helpText')]}
        onChange={(event) =>
          change({ type: 'change-question', ...at, changes: { helpText: event.target.value } })
        }
      />
      <div className="grant-question-settings">
        <SelectField
          name={name('type')}
          label={t(messages.type)}
          options={questionTypeOptions}
          value={question.type}
          error={fieldProblems[name('type')]}
          onChange={(event) =>
            change({
              type: 'change-question-type',
              ...at,
              questionType: event.target.value as QuestionType,
            })
          }
        />
        <WeightField
          name={name('weight')}
          label={t(messages.weight)}
          value={question.weight}
          error={fieldProblems[name('weight')]}
          totalMessageId={totalMessageId}
          inInvalidTotal={attempted && totalMessageId !== undefined}
          onValueChange={(weight) =>
            change({ type: 'change-question', ...at, changes: { weight } })
          }
        />
        <CheckboxField
          name={name('required')}
          label={t(messages.required)}
          checked={question.required}
          onChange={(event) =>
            change({ type: 'change-question', ...at, changes: { required: event.target.checked } })
          }
        />
      </div>
      {takesOptions(question.type) && (
        <>
          <QuestionOptionsEditor question={question} section={section} index={index} />
          <QuestionDefaultsEditor question={question} section={section} index={index} />
          {question.type === 'multi-select' && (
            <QuestionExclusiveEditor question={question} section={section} index={index} />
          )}
        </>
      )}
      {takesLimits(question.type) && (
        <QuestionLimitsEditor
          question={question as QuestionDraft & { type: 'short-text' | 'number' | 'currency' }}
          section={section}
          index={index}
        />
      )}
      <p className="grant-item-actions">
        <MoveButtons
          itemName={itemName}
          position={index}
          count={count}
          scope="question"
          onMove={move}
        />
        <button type="button" className="button button-danger button-small" onClick={remove}>
          {t(messages.remove)}
          <span className="visually-hidden">
            {' '}
            {t(messages.removeWhich, { number: index + 1, section: section + 1 })}
          </span>
        </button>
      </p>
    </fieldset>
  );
}
