import { notificationEventLimits, questionAt, type Section } from '@portal/contract';

/**
 * A question's label as a notice names it (its key when it has none): cut, with an ellipsis, to
 * the event's limit.
 */
export function noticeQuestionLabel(sections: readonly Section[], key: string): string {
  const label = questionAt(sections, key)?.label || key;
  const limit = notificationEventLimits.questionLabel;
  return label.length <= limit ? label : `${label.slice(0, limit - 1).trimEnd()}…`;
}
