import { TextField } from '@portal/web-kit';
import { fieldName } from './form-problems.js';
import type { QuestionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';

/** What the two fields are called and how they are typed, per question type. */
const limitFields = {
  'short-text': {
    legend: 'Length of the answer (optional)',
    min: 'Fewest characters',
    max: 'Most characters',
    hint: 'Up to 500 characters.',
    inputMode: 'numeric',
  },
  number: {
    legend: 'Range of the answer (optional)',
    min: 'Smallest number',
    max: 'Largest number',
    hint: 'Such as 1 and 365, or 0 and 4.5.',
    inputMode: 'decimal',
  },
  currency: {
    legend: 'Range of the amount, in dollars (optional)',
    min: 'Smallest amount ($)',
    max: 'Largest amount ($)',
    hint: 'Such as 100 and 2,500.00. Applicants type dollars and cents.',
    inputMode: 'decimal',
  },
} as const;

interface QuestionLimitsEditorProps {
  question: QuestionDraft & { type: keyof typeof limitFields };
  section: number;
  index: number;
}

/** A short text's length, a number's or an amount's range: two optional fields, as typed. */
export function QuestionLimitsEditor({ question, section, index }: QuestionLimitsEditorProps) {
  const { change, fieldProblems } = useGrantForm();
  const words = limitFields[question.type];
  const name = (field: string) => fieldName('sections', section, 'questions', index, field);
  const at = { section, question: index };
  return (
    <fieldset className="fieldset limits-editor">
      <legend>{words.legend}</legend>
      <p className="field-hint">{words.hint}</p>
      <div className="grant-form-row">
        <TextField
          name={name('min')}
          label={words.min}
          inputMode={words.inputMode}
          value={question.minimum}
          error={fieldProblems[name('min')]}
          onChange={(event) =>
            change({ type: 'change-question', ...at, changes: { minimum: event.target.value } })
          }
        />
        <TextField
          name={name('max')}
          label={words.max}
          inputMode={words.inputMode}
          value={question.maximum}
          error={fieldProblems[name('max')]}
          onChange={(event) =>
            change({ type: 'change-question', ...at, changes: { maximum: event.target.value } })
          }
        />
      </div>
    </fieldset>
  );
}
