import { formatNumber, numberLimitText, parseNumberText } from '@portal/contract/grants';
import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';
import { useTypedValue } from './typed-value.js';

/** A number question's range, said before it bites ("From 1 to 365."); undefined for none. */
export function rangeHint(
  min: number | undefined,
  max: number | undefined,
  format: (limit: number) => string,
): string | undefined {
  if (min !== undefined && max !== undefined) return `From ${format(min)} to ${format(max)}.`;
  if (min !== undefined) return `At least ${format(min)}.`;
  if (max !== undefined) return `At most ${format(max)}.`;
  return undefined;
}

const shownLimit = (limit: number) => formatNumber(numberLimitText(limit));

/**
 * A number question: typed as people write numbers here ("1 234,5", "1,234.5", "12"), kept as
 * plain decimal text ("1234.5"). The keyboard of a phone offers digits. Not `type="number"`:
 * that field drops what it cannot read and differs from browser to browser with commas.
 */
export function NumberQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const typed = useTypedValue(asText(value), parseNumberText, (kept) => kept);
  return (
    <TextField
      name={name}
      label={questionLabel(question)}
      hint={questionHint(question, rangeHint(question.min, question.max, shownLimit))}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      className="number-input"
      value={typed.text}
      onChange={(event) => onChange(typed.type(event.target.value))}
    />
  );
}
