import { SelectField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/**
 * A dropdown question: one option, starting at the grant's default or at none (spec §5). The
 * empty choice stays, so an optional question can be left unanswered again.
 */
export function DropdownQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const { t } = useMemberMessages();
  return (
    <SelectField
      name={name}
      label={questionLabel(question, t)}
      hint={questionHint(question)}
      error={error}
      options={question.options.map((option) => ({ value: option, label: option }))}
      emptyOption={t(messages.chooseOption)}
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
