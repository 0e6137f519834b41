import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useConfirm } from './use-confirm.js';

const question = 'Are you sure you want to delete this grant?';

/** A row whose Delete asks first, and shows the answer it got. */
function GrantRow() {
  const { confirm, confirmDialog } = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  async function remove(opener: HTMLButtonElement) {
    const confirmed = await confirm(question, {
      title: 'Delete Bursary',
      confirmLabel: 'Delete',
      destructive: true,
      returnFocusTo: opener,
    });
    // Where focus is when the answer arrives: the page may move it on from there.
    const focused = document.activeElement?.textContent ?? '';
    setAnswer(`${confirmed ? 'yes' : 'no'}, focus on ${focused}`);
  }
  return (
    <>
      <button type="button" onClick={(event) => void remove(event.currentTarget)}>
        Delete grant
      </button>
      <p>Answer: {answer}</p>
      {confirmDialog}
    </>
  );
}

function ask() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete grant' }));
  return within(screen.getByRole('alertdialog', { name: 'Delete Bursary' }));
}

describe('useConfirm and ConfirmDialog', () => {
  it('asks the exact question in an alert dialog, with focus on the safe answer', () => {
    render(<GrantRow />);

    const dialog = ask();

    const element = screen.getByRole('alertdialog');
    const description = document.getElementById(element.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(question);
    expect(dialog.getByText(question)).toBe(description);
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Cancel' }));
    expect(dialog.getByRole('button', { name: 'Delete' }).className).toContain('button-danger');
  });

  it('answers true for the yes button, once closed and focus is back on the opener', async () => {
    render(<GrantRow />);
    const dialog = ask();

    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Answer: yes, focus on Delete grant')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answers false for Cancel', async () => {
    render(<GrantRow />);
    const dialog = ask();

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Answer: no, focus on Delete grant')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answers false for Escape', async () => {
    render(<GrantRow />);
    ask();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(await screen.findByText('Answer: no, focus on Delete grant')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says 'OK' and 'Please confirm' when not told otherwise", () => {
    function Plain() {
      const { confirm, confirmDialog } = useConfirm();
      return (
        <>
          <button type="button" onClick={() => void confirm(question)}>
            Ask
          </button>
          {confirmDialog}
        </>
      );
    }
    render(<Plain />);

    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));

    const dialog = within(screen.getByRole('alertdialog', { name: 'Please confirm' }));
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'OK',
      'Cancel',
    ]);
  });

  it('answers false when the screen goes away while asking', async () => {
    let answered: Promise<boolean> | undefined;
    function Asking() {
      const { confirm, confirmDialog } = useConfirm();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              answered = confirm(question);
            }}
          >
            Ask
          </button>
          {confirmDialog}
        </>
      );
    }
    const { unmount } = render(<Asking />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));

    unmount();

    await expect(answered).resolves.toBe(false);
  });
});
