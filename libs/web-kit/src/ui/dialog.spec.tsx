import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Dialog } from './dialog.js';

/** A page with an Edit button that opens a dialog with a form; Cancel or Escape closes it. */
function EditPage({ busy = false, passOpener = false, focusLastName = false }) {
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const lastName = useRef<HTMLInputElement>(null);
  return (
    <main>
      <button type="button" onClick={(event) => setOpener(event.currentTarget)}>
        Edit Ann Lee
      </button>
      {opener && (
        <Dialog
          title="Edit Ann Lee"
          busy={busy}
          initialFocus={focusLastName ? lastName : undefined}
          returnFocusTo={passOpener ? opener : undefined}
          onCancel={() => setOpener(null)}
        >
          <label>
            First Name <input name="firstName" />
          </label>
          <label>
            Last Name <input ref={lastName} name="lastName" />
          </label>
          <button type="button" onClick={() => setOpener(null)}>
            Cancel
          </button>
        </Dialog>
      )}
    </main>
  );
}

const editButton = () => screen.getByRole('button', { name: 'Edit Ann Lee' });
const pressEscape = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

/** Opens the dialog the way a browser does: the button takes focus, then the click. */
function openDialog() {
  editButton().focus();
  fireEvent.click(editButton());
  return screen.getByRole('dialog', { name: 'Edit Ann Lee' });
}

describe('Dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens as a modal named by its title, and moves focus to its first control', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<EditPage />);

    const dialog = openDialog();

    // showModal is what makes the page behind inert and keeps focus inside (browser tests).
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Edit Ann Lee');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('First Name'));
  });

  it('moves focus to the control it is told to', () => {
    render(<EditPage focusLastName />);

    const dialog = openDialog();

    expect(document.activeElement).toBe(within(dialog).getByLabelText('Last Name'));
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    render(<EditPage />);
    openDialog();

    pressEscape();

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(editButton());
  });

  it('gives focus back to the opener it was given, even when that never had focus (Safari)', () => {
    render(<EditPage passOpener />);
    fireEvent.click(editButton());
    expect(document.activeElement).not.toBe(editButton());

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(editButton());
  });

  it('stays open on Escape while busy', () => {
    render(<EditPage busy />);
    const dialog = openDialog();

    pressEscape();

    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });
});
