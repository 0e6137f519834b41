import { useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalidField, hasFieldErrors, type FieldErrors } from './field-errors.js';

export interface FormFeedback {
  formRef: RefObject<HTMLFormElement | null>;
  fieldErrors: FieldErrors;
  /** The form-level message (the server's, or the spec's fallback). */
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
  return {
    formRef,
    fieldErrors,
    message,
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
