import { CheckboxField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/**
 * A checkbox question: ticked is `yes`, not ticked `no` (its default, spec §5). A required one
 * must be ticked ('This checkbox is required').
 */
export function YesNoQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const { t } = useMemberMessages();
  return (
    <CheckboxField
      name={name}
      label={questionLabel(question, t)}
      hint={questionHint(question)}
      error={error}
      checked={asText(value) === 'yes'}
      onChange={(event) => onChange(event.target.checked ? 'yes' : 'no')}
    />
  );
}
