import { TextField } from '@portal/web-kit';
import { fieldName } from './form-problems.js';
import type { QuestionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';
import { questionMessages as messages } from './messages.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

/** What the two fields are called and how they are typed, per question type. */
const limitFields = {
  'short-text': {
    legend: messages.shortTextLegend,
    min: messages.shortTextMin,
    max: messages.shortTextMax,
    hint: messages.shortTextHint,
    inputMode: 'numeric',
  },
  number: {
    legend: messages.numberLegend,
    min: messages.numberMin,
    max: messages.numberMax,
    hint: messages.numberHint,
    inputMode: 'decimal',
  },
  currency: {
    legend: messages.currencyLegend,
    min: messages.currencyMin,
    max: messages.currencyMax,
    hint: messages.currencyHint,
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
  const { t } = useStaffMessages();
  const words = limitFields[question.type];
  const name = (field: string) => fieldName('sections', section, 'questions', index, field);
  const at = { section, question: index };
  return (
    <fieldset className="fieldset limits-editor">
      <legend>{t(words.legend)}</legend>
      <p className="field-hint">{t(words.hint)}</p>
      <div className="grant-form-row">
        <TextField
          name={name('min')}
          label={t(words.min)}
          inputMode={words.inputMode}
          value={question.minimum}
          error={fieldProblems[name('min')]}
          onChange={(event) =>
            change({ type: 'change-question', ...at, changes: { minimum: event.target.value } })
          }
        />
        <TextField
          name={name('max')}
          label={t(words.max)}
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
