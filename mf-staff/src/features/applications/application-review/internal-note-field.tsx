import { conversationLimits } from '@portal/contract/applications';
import { TextAreaField } from '@portal/web-kit';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { decisionMessages as messages } from './messages.js';

/**
 * A reviewer's internal note beside a decision or a request: optional, kept in the status history
 * for reviewers only (the portal never shows it to the applicant nor puts it in an email).
 */
export function InternalNoteField({
  value,
  onChange,
}: {
  value: string;
  onChange: (note: string) => void;
}) {
  const { t } = useStaffMessages();
  return (
    <TextAreaField
      name="internal-note"
      label={t(messages.internalNoteLabel)}
      hint={t(messages.internalNoteHint)}
      value={value}
      maxLength={conversationLimits.internalNote}
      rows={3}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
