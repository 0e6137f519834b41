import { useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useProblemText } from '../api/use-problem-text.js';
import { focusFirstInvalidField, hasFieldErrors, type FieldErrors } from './field-errors.js';

export interface FormFeedback {
  formRef: RefObject<HTMLFormElement | null>;
  fieldErrors: FieldErrors;
  /**
   * The form-level message (the server's, or the spec's fallback). A service's sentence is shown
   * in the chosen language (by its error code), as are the per-field messages a service sent.
   */
  message: string | null;
  /**
   * Shows these problems at once and moves focus to the first invalid field, so that keyboard
   * and screen-reader users land on it and hear its message. `alongside` sets other state in
   * the same render (e.g. leaving the busy state).
   */
  show: (errors: FieldErrors, message?: string | null, alongside?: () => void) => void;
  clear: () => void;
}

/** What every form of the portal does with its problems: per-field messages, one message, focus. */
export function useFormFeedback(): FormFeedback {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const problemText = useProblemText();
  const shownFieldErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(fieldErrors).map(([field, text]) => [
          field,
          text === undefined ? text : problemText(text),
        ]),
      ),
    [fieldErrors, problemText],
  );
  return {
    formRef,
    fieldErrors: shownFieldErrors,
    message: message === null ? null : problemText(message),
    show: (errors, nextMessage = null, alongside) => {
      // Rendered before focus moves, so the focused field is read with its message.
      flushSync(() => {
        setFieldErrors(errors);
        setMessage(nextMessage);
        alongside?.();
      });
      if (hasFieldErrors(errors)) focusFirstInvalidField(formRef.current, errors);
    },
    clear: () => {
      setFieldErrors({});
      setMessage(null);
    },
  };
}
