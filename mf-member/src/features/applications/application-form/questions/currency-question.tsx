import { centsToDollarText, parseAmountToCents } from '@portal/contract/grants';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { rangeHint } from './number-question.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';
import { useTypedValue } from './typed-value.js';

/** What every amount field says: how to type it. */

/**
 * An amount question: typed in dollars as people write them here ("1 234,56", "1,234.56",
 * "1234.56", with or without "$"), kept and sent as whole cents in digits ("123456"), never as
 * a float. Its range is said in dollars before it bites.
 */
export function CurrencyQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const typed = useTypedValue(asText(value), parseAmountToCents, (kept) =>
    /^\d+$/.test(kept) ? centsToDollarText(kept) : kept,
  );
  const { t } = useMemberMessages();
  // The limits are in cents; the hint says dollars.
  const range = rangeHint(question.min, question.max, 'amount', t);
  return (
    <TextField
      name={name}
      label={questionLabel(question, t)}
      hint={questionHint(question, [t(messages.amountHint), range].filter(Boolean).join(' '))}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      className="amount-input"
      value={typed.text}
      onChange={(event) => onChange(typed.type(event.target.value))}
    />
  );
}
