import { useId, type ReactNode } from 'react';
import { questionLabel } from '../application-form-texts.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

import type { Question } from '@portal/contract/grants';

/**
 * A question answered with several controls (multi-select's checkboxes, priority's list): a
 * fieldset whose legend is the question, with the builder's help text, its hint and its problem
 * tied to the group, as FieldFrame ties them to one control. (No aria-invalid here: ARIA does not allow it on a group;
 * the problem is read as the group's description.)
 */
export function QuestionGroup({
  question,
  hint,
  error,
  children,
}: {
  question: Question;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const { t } = useMemberMessages();
  const helpId = `${id}-help`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    question.helpText ? helpId : null,
    hint ? hintId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={error ? 'fieldset question-group field-invalid' : 'fieldset question-group'}
      aria-describedby={describedBy || undefined}
    >
      <legend>{questionLabel(question, t)}</legend>
      {question.helpText && (
        <p className="field-hint" id={helpId}>
          {question.helpText}
        </p>
      )}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          <span className="visually-hidden">{t(messages.errorPrefix)} </span>
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
