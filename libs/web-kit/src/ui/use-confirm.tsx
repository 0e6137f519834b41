import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog.js';

interface Question {
  /** Tells one question from the next, so that a new one opens a new dialog. */
  key: number;
  message: string;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

export interface Confirm {
  /** Asks `message` in a `ConfirmDialog`; resolves true for yes, false for no or Escape. */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
  /** The dialog while a question is asked, else null: render it in the screen. */
  confirmDialog: ReactNode;
}

/**
 * `window.confirm`, accessible and in the portal's look:
 * `if (!(await confirm('Are you sure you want to delete this grant?'))) return;`
 * with `{confirmDialog}` rendered somewhere in the screen.
 */
export function useConfirm(): Confirm {
  const [question, setQuestion] = useState<Question | null>(null);
  const asking = useRef<Question | null>(null);
  const questionsAsked = useRef(0);

  // A screen that goes away while asking gets no.
  useEffect(() => () => asking.current?.resolve(false), []);

  const confirm = useCallback(
    (message: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        // A new question replaces one still open, which is answered no.
        asking.current?.resolve(false);
        questionsAsked.current += 1;
        const next = { key: questionsAsked.current, message, options, resolve };
        asking.current = next;
        setQuestion(next);
      }),
    [],
  );

  function answer(confirmed: boolean) {
    const answered = asking.current;
    if (!answered) return;
    asking.current = null;
    // Closed before the caller goes on: focus is back on the opener before the caller moves it.
    flushSync(() => setQuestion(null));
    answered.resolve(confirmed);
  }

  const confirmDialog = question && (
    <ConfirmDialog
      key={question.key}
      message={question.message}
      {...question.options}
      onAnswer={answer}
    />
  );
  return { confirm, confirmDialog };
}
