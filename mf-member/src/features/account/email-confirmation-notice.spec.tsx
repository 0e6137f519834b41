import { act, fireEvent, render, screen } from '@testing-library/react';
import type { User } from '@portal/contract';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  testReviewer,
  testUser,
} from '@portal/web-kit/testing';
import { EmailConfirmationNotice } from './email-confirmation-notice.js';

const testMember = testUser({ firstName: 'Mary', lastName: 'Bear' });
const unconfirmed: User = { ...testMember, emailConfirmed: false };

async function show(user: User) {
  await act(async () => {
    render(
      <SessionStoreProvider store={signedInTestSession(user)}>
        <EmailConfirmationNotice />
      </SessionStoreProvider>,
    );
  });
}

describe('the reminder to confirm an email address', () => {
  afterEach(() => restoreFetch());

  it('names the address the link went to, and sends a new link on request', async () => {
    const fetch = fakeFetch((url) =>
      url === '/api/office-settings'
        ? { status: 200, body: { emailConfirmationRequired: false } }
        : { status: 202, body: { sentTo: unconfirmed.email } },
    );
    await show(unconfirmed);

    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeTruthy();
    expect(screen.getByText(/We sent a link to/).textContent).toBe(
      `We sent a link to ${unconfirmed.email}. Open it to confirm that this address is yours.`,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    });

    expect(fetch.mock.calls.map((call) => call[0])).toContain('/api/users/me/email-confirmation');
    const sent = await screen.findByText(/A new link is on its way/);
    expect(sent.closest('[role="status"]')).not.toBeNull();
    expect(sent.textContent).toBe(
      `A new link is on its way to ${unconfirmed.email}. It works once, for 24 hours. Look in your spam folder too.`,
    );
  });

  it('says the office needs it before a first application, when it does', async () => {
    fakeFetch(() => ({ status: 200, body: { emailConfirmationRequired: true } }));
    await show(unconfirmed);

    expect(
      (await screen.findByText(/needs this before your first application/)).textContent,
    ).toContain('The education office needs this before your first application.');
  });

  it("says why a new link was refused, in the portal's words", async () => {
    const message =
      'Several links were sent already: look for them in your email (and its spam folder), or wait 42 minutes and ask again.';
    fakeFetch((url) =>
      url === '/api/office-settings'
        ? { status: 200, body: { emailConfirmationRequired: false } }
        : { status: 429, body: { statusCode: 429, code: 'user.too_many_links', message } },
    );
    await show(unconfirmed);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    });

    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
  });

  it('names a new address the office gave the account, until it is confirmed there', async () => {
    fakeFetch(() => ({ status: 200, body: { emailConfirmationRequired: false } }));
    await show({ ...testMember, pendingEmail: 'new@example.ca' });

    expect(screen.getByRole('heading', { name: 'Confirm your new email address' })).toBeTruthy();
    expect(screen.getByText(/gave your account a new address/).textContent).toContain(
      'new@example.ca',
    );
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('is not shown to a confirmed member, nor to staff', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: {} }));
    await show(testMember);
    expect(screen.queryByRole('heading', { name: /Confirm your/ })).toBeNull();
    await show({ ...testReviewer, emailConfirmed: false });
    expect(screen.queryByRole('heading', { name: /Confirm your/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
