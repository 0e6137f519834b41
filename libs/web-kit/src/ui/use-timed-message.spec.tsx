import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Alert } from './alert.js';
import { successMessageDurationMs, useTimedMessage } from './use-timed-message.js';

/** A screen with a success message: Duplicate shows it, Dismiss clears it. */
function GrantList() {
  const duplicated = useTimedMessage();
  return (
    <>
      <button type="button" onClick={() => duplicated.show('Successfully duplicated "Bursary"')}>
        Duplicate
      </button>
      <button type="button" onClick={duplicated.clear}>
        Dismiss
      </button>
      <Alert kind="success">{duplicated.message}</Alert>
    </>
  );
}

const message = () => screen.getByRole('status').textContent;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useTimedMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success message for 3 seconds (spec §9), then clears it', () => {
    render(<GrantList />);

    press('Duplicate');
    expect(message()).toBe('Successfully duplicated "Bursary"');

    wait(successMessageDurationMs - 1);
    expect(message()).toBe('Successfully duplicated "Bursary"');

    wait(1);
    expect(message()).toBe('');
    expect(successMessageDurationMs).toBe(3000);
  });

  it('counts the time again when the message is shown again', () => {
    render(<GrantList />);
    press('Duplicate');
    wait(2000);

    press('Duplicate');
    wait(2000);

    expect(message()).toBe('Successfully duplicated "Bursary"');
    wait(1000);
    expect(message()).toBe('');
  });

  it('can be cleared at once', () => {
    render(<GrantList />);
    press('Duplicate');

    press('Dismiss');

    expect(message()).toBe('');
  });
});
