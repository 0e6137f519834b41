import { answerLimits } from '@portal/contract/applications';
import { TextAreaField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/** A textarea question: a written answer, up to the contract's length (about four pages). */
export function TextQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  return (
    <TextAreaField
      name={name}
      label={questionLabel(question)}
      hint={questionHint(question)}
      error={error}
      rows={5}
      maxLength={answerLimits.text}
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
