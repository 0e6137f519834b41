import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/** A date question: the browser's date picker, answering `YYYY-MM-DD`. */
export function DateQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const { t } = useMemberMessages();
  return (
    <TextField
      name={name}
      label={questionLabel(question, t)}
      hint={questionHint(question)}
      error={error}
      type="date"
      className="date-input"
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
