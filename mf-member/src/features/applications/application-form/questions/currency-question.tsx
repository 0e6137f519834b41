import { centsToDollarText, formatAmount, parseAmountToCents } from '@portal/contract/grants';
import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { rangeHint } from './number-question.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';
import { useTypedValue } from './typed-value.js';

/** What every amount field says: how to type it. */
export const amountHint = 'In Canadian dollars, such as 1,234.56.';

/**
 * An amount question: typed in dollars as people write them here ("1 234,56", "1,234.56",
 * "1234.56", with or without "$"), kept and sent as whole cents in digits ("123456"), never as
 * a float. Its range is said in dollars before it bites.
 */
export function CurrencyQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const typed = useTypedValue(asText(value), parseAmountToCents, (kept) =>
    /^\d+$/.test(kept) ? centsToDollarText(kept) : kept,
  );
  const range = rangeHint(question.min, question.max, formatAmount);
  return (
    <TextField
      name={name}
      label={questionLabel(question)}
      hint={questionHint(question, [amountHint, range].filter(Boolean).join(' '))}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      className="amount-input"
      value={typed.text}
      onChange={(event) => onChange(typed.type(event.target.value))}
    />
  );
}
