import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

export interface DialogProps {
  /** The heading at the top, also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /**
   * Escape was pressed (or the browser closed the dialog): stop rendering it. The dialog is
   * open while it is rendered and closes when it is unmounted.
   */
  onCancel: () => void;
  /** While true (a save is under way), Escape does not close it. */
  busy?: boolean;
  /** What takes focus on open; the first control inside when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes back on close; the element that had focus on open when not given. Pass
   * the button that opened it: Safari does not focus a button when it is clicked.
   */
  returnFocusTo?: HTMLElement | null;
  /** `alertdialog` for a question that needs an answer (see `ConfirmDialog`). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the dialog is about, read after its name. */
  'aria-describedby'?: string;
}

const focusableSelector = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the browser keeps focus inside
 * and makes the page behind inert. Focus moves in on open and back to the opener on close.
 */
export function Dialog({
  title,
  children,
  onCancel,
  busy = false,
  initialFocus,
  returnFocusTo,
  role,
  'aria-describedby': describedBy,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read once, on open: focus moves in and out as it was when the dialog opened.
  const focusPlan = useRef({ initialFocus, returnFocusTo });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const { initialFocus: focusFirst, returnFocusTo: opener } = focusPlan.current;
    const returnTo = opener ?? document.activeElement;
    if (!dialog.open) dialog.showModal();
    const first = focusFirst?.current ?? dialog.querySelector<HTMLElement>(focusableSelector);
    first?.focus();
    return () => {
      dialog.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the owner closes it by unmounting, so that its state stays the one truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        // The browser may close it anyway (a second Escape). Still open means React's
        // development remount re-opened it after closing it once.
        if (!dialogRef.current?.open) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
