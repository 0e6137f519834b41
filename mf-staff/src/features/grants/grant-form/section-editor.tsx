import { TextAreaField, TextField, type MoveDirection } from '@portal/web-kit';
import { useId } from 'react';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { grantFormMessages, sectionMessages as messages } from './messages.js';
import { fieldName } from './form-problems.js';
import { newDraftKey, type SectionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';
import { MoveButtons } from './move-buttons.js';
import { QuestionEditor } from './question-editor.js';
import { sectionColour } from './section-weight-bar.js';
import { WeightField } from './weight-field.js';

interface SectionEditorProps {
  section: SectionDraft;
  index: number;
  /** How many sections the grant has (where it may move). */
  count: number;
  /** The id of the section weight total message while it shows. */
  sectionsTotalMessageId: string | undefined;
  onRemove: () => void;
}

/** The heading of section `index`, which takes focus when the section before it is removed. */
export function sectionHeadingSelector(index: number): string {
  return `[data-section-heading="${index}"]`;
}

/**
 * One section: label, description, weight, and its questions (none is fine, spec §5); moved up
 * or down among the sections with buttons, its weight and questions with it.
 */
export function SectionEditor({
  section,
  index,
  count,
  sectionsTotalMessageId,
  onRemove,
}: SectionEditorProps) {
  const { change, fieldProblems, totals, attempted, announce } = useGrantForm();
  const { t } = useStaffMessages();
  const numbered = t(messages.sectionHeading, { number: index + 1 });
  const headingId = useId();
  const questionsTotalId = useId();
  const name = (field: string) => fieldName('sections', index, field);
  const questionsTotal = totals[name('questions')];
  const questionsProblem = fieldProblems[name('questions')];
  const label = section.label.trim();

  function move(direction: MoveDirection) {
    const target = direction === 'up' ? index - 1 : index + 1;
    // Focus stays on the same button of the moved section.
    change(
      { type: 'move-section', section: index, direction },
      `[data-section-key="${section.key}"] [data-move="section-${direction}"]`,
    );
    announce(t(messages.moved, { name: label || numbered, position: target + 1, count }));
  }

  function addQuestion() {
    const added = section.questions.length;
    change(
      { type: 'add-question', section: index, key: newDraftKey() },
      `[name="${fieldName('sections', index, 'questions', added, 'label')}"]`,
    );
  }

  return (
    <section
      className="grant-section"
      aria-labelledby={headingId}
      data-section-key={section.key}
      style={{ borderLeftColor: sectionColour(index) }}
    >
      <div className="grant-section-header">
        <h3 id={headingId} tabIndex={-1} data-section-heading={index}>
          {label ? t(messages.sectionHeadingLabelled, { number: index + 1, label }) : numbered}
        </h3>
        <div className="grant-item-actions">
          <MoveButtons
            itemName={numbered}
            position={index}
            count={count}
            scope="section"
            onMove={move}
          />
          <button type="button" className="button button-danger button-small" onClick={onRemove}>
            {t(messages.removeSection)}
            <span className="visually-hidden"> {index + 1}</span>
          </button>
        </div>
      </div>
      <TextField
        name={name('label')}
        label={t(messages.label)}
        value={section.label}
        required
        error={fieldProblems[name('label')]}
        onChange={(event) =>
          change({ type: 'change-section', section: index, changes: { label: event.target.value } })
        }
      />
      <TextAreaField
        name={name('description')}
        label={t(messages.description)}
        rows={2}
        value={section.description}
        error={fieldProblems[name('description')]}
        onChange={(event) =>
          change({
            type: 'change-section',
            section: index,
            changes: { description: event.target.value },
          })
        }
      />
      <WeightField
        name={name('weight')}
        label={t(messages.weight)}
        value={section.weight}
        error={fieldProblems[name('weight')]}
        totalMessageId={sectionsTotalMessageId}
        inInvalidTotal={attempted && sectionsTotalMessageId !== undefined}
        onValueChange={(weight) =>
          change({ type: 'change-section', section: index, changes: { weight } })
        }
      />
      <h4 className="grant-questions-heading">{t(messages.questions)}</h4>
      {section.questions.length === 0 ? (
        <p className="muted">{t(messages.noQuestions)}</p>
      ) : (
        <ol className="question-list">
          {section.questions.map((question, position) => (
            <li key={question.key}>
              <QuestionEditor
                question={question}
                section={index}
                index={position}
                count={section.questions.length}
                totalMessageId={questionsTotal ? questionsTotalId : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      {questionsTotal && (
        <p id={questionsTotalId} className="field-error weight-total-message">
          {questionsTotal}
        </p>
      )}
      {questionsProblem && (
        <p className="field-error" tabIndex={-1} data-group-problem="">
          <span className="visually-hidden">{t(grantFormMessages.errorPrefix)} </span>
          {questionsProblem}
        </p>
      )}
      <button
        type="button"
        className="button button-secondary"
        data-add-question={index}
        onClick={addQuestion}
      >
        {t(messages.addQuestion)}
        <span className="visually-hidden"> {t(messages.addQuestionTo, { number: index + 1 })}</span>
      </button>
    </section>
  );
}
