import { answerLimits } from '@portal/contract/applications';
import { TextField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import type { Translate } from '../../../../i18n/text.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/** The length a short text question asks for, said before it bites ("Up to 120 characters."). */
export function lengthHint(min: number | undefined, max: number | undefined, t: Translate): string {
  const most = Math.min(max ?? answerLimits.shortText, answerLimits.shortText);
  return min ? t(messages.lengthFromTo, { min, max: most }) : t(messages.lengthUpTo, { max: most });
}

/**
 * A short text question: one line (a school, a program, a name), its length said in the hint.
 * Nothing typed is cut: a longer answer is refused with the contract's sentence.
 */
export function ShortTextQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const { t } = useMemberMessages();
  return (
    <TextField
      name={name}
      label={questionLabel(question, t)}
      hint={questionHint(question, lengthHint(question.min, question.max, t))}
      error={error}
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
