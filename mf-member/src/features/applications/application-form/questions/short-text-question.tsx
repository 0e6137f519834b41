import { answerLimits } from '@portal/contract/applications';
import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/** The length a short text question asks for, said before it bites ("Up to 120 characters."). */
export function lengthHint(min: number | undefined, max: number | undefined): string {
  const most = Math.min(max ?? answerLimits.shortText, answerLimits.shortText);
  return min ? `From ${min} to ${most} characters.` : `Up to ${most} characters.`;
}

/**
 * A short text question: one line (a school, a program, a name), its length said in the hint.
 * Nothing typed is cut: a longer answer is refused with the contract's sentence.
 */
export function ShortTextQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  return (
    <TextField
      name={name}
      label={questionLabel(question)}
      hint={questionHint(question, lengthHint(question.min, question.max))}
      error={error}
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
