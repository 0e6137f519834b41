import { parseNumberText } from '@portal/contract/grants';
import type { Translate } from '../../../../i18n/text.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';
import { useTypedValue } from './typed-value.js';

/** A number question's range, said before it bites ("From 1 to 365."); undefined for none. */
export function rangeHint(
  min: number | undefined,
  max: number | undefined,
  kind: 'number' | 'amount',
  t: Translate,
): string | undefined {
  const amount = kind === 'amount';
  // An amount's limits are kept in cents.
  const shown = (limit: number | undefined) =>
    limit === undefined ? undefined : amount ? limit / 100 : limit;
  const [low, high] = [shown(min), shown(max)];
  if (low !== undefined && high !== undefined)
    return t(amount ? messages.amountFromTo : messages.numberFromTo, { min: low, max: high });
  if (low !== undefined)
    return t(amount ? messages.amountAtLeast : messages.numberAtLeast, { min: low });
  if (high !== undefined)
    return t(amount ? messages.amountAtMost : messages.numberAtMost, { max: high });
  return undefined;
}

/**
 * A number question: typed as people write numbers here ("1 234,5", "1,234.5", "12"), kept as
 * plain decimal text ("1234.5"). The keyboard of a phone offers digits. Not `type="number"`:
 * that field drops what it cannot read and differs from browser to browser with commas.
 */
export function NumberQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const typed = useTypedValue(asText(value), parseNumberText, (kept) => kept);
  const { t } = useMemberMessages();
  return (
    <TextField
      name={name}
      label={questionLabel(question, t)}
      hint={questionHint(question, rangeHint(question.min, question.max, 'number', t))}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      className="number-input"
      value={typed.text}
      onChange={(event) => onChange(typed.type(event.target.value))}
    />
  );
}
