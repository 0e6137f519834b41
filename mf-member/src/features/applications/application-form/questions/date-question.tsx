import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/** A date question: the browser's date picker, answering `YYYY-MM-DD`. */
export function DateQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  return (
    <TextField
      name={name}
      label={questionLabel(question)}
      hint={questionHint(question)}
      error={error}
      type="date"
      className="date-input"
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
