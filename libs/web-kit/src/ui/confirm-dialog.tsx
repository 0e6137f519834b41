import { useId, useRef } from 'react';
import { useKitMessages } from '../i18n/kit-messages.js';
import { Dialog } from './dialog.js';
import { uiMessages } from './messages.js';

export interface ConfirmOptions {
  /** The dialog's heading and name; 'Please confirm' when not given. */
  title?: string;
  /** The button that answers yes; 'OK' when not given (e.g. 'Delete'). */
  confirmLabel?: string;
  /** The button that answers no; 'Cancel' when not given. */
  cancelLabel?: string;
  /** Styles the yes button as a danger (a delete). */
  destructive?: boolean;
  /** Where focus goes back when answered (see `Dialog`). */
  returnFocusTo?: HTMLElement | null;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /** The question, shown and read exactly as given. */
  message: string;
  /** True for the yes button; false for the no button and for Escape. */
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A yes-or-no question in a modal `alertdialog`, the accessible `window.confirm`. Focus
 * starts on the no button, so that a hurried Enter does not delete anything. Most screens
 * use it through `useConfirm()`.
 */
export function ConfirmDialog({
  message,
  title,
  confirmLabel,
  cancelLabel,
  destructive = false,
  returnFocusTo,
  onAnswer,
}: ConfirmDialogProps) {
  const { t } = useKitMessages();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={title ?? t(uiMessages.confirmTitle)}
      aria-describedby={messageId}
      initialFocus={cancelRef}
      returnFocusTo={returnFocusTo}
      onCancel={() => onAnswer(false)}
    >
      <p id={messageId} className="dialog-message">
        {message}
      </p>
      <div className="actions">
        <button
          type="button"
          className={destructive ? 'button button-danger' : 'button'}
          onClick={() => onAnswer(true)}
        >
          {confirmLabel ?? t(uiMessages.confirmYes)}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button-secondary"
          onClick={() => onAnswer(false)}
        >
          {cancelLabel ?? t(uiMessages.confirmNo)}
        </button>
      </div>
    </Dialog>
  );
}
