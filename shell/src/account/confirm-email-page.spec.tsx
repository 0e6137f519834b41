import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { fakeFetch, restoreFetch, sentBody } from '@portal/web-kit/testing';
import { renderPortal } from '../test/render-portal.js';
import { member, signedInSession } from '../test/sessions.js';

const noPages = () => Promise.resolve<RemotePages>({});
const token = 'a'.repeat(22) + 'B-_'.repeat(7);

async function press() {
  await act(async () => {
    fireEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Confirm my email address' }),
    );
  });
}

describe('/confirm-email', () => {
  afterEach(() => restoreFetch());

  it('confirms only when the person presses the button, with the token of the fragment', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { email: 'ann@example.ca' } }));
    await renderPortal(`/confirm-email#token=${token}`, noPages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Confirm your email address',
    );
    // Opening the page (as a mail program checking links does) uses nothing up.
    expect(fetch).not.toHaveBeenCalled();

    await press();

    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/confirm-email');
    expect(sentBody(fetch.mock.calls[0])).toEqual({ token });
    const status = await screen.findByText('Your email address is confirmed.');
    expect(status.closest('[role="status"]')?.textContent).toContain(
      'ann@example.ca is the address of your account.',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).toBeNull();
    // Nothing went wrong: the error region stays empty (takes no room).
    expect(within(screen.getByRole('main')).getByRole('alert').childElementCount).toBe(0);
  });

  it('refreshes a signed-in member, whose reminder then goes', async () => {
    const session = signedInSession({ ...member, emailConfirmed: false });
    fakeFetch((url) =>
      url === '/api/users/me'
        ? { status: 200, body: { ...member, emailConfirmed: true } }
        : { status: 200, body: { email: member.email } },
    );
    await renderPortal(`/confirm-email#token=${token}`, noPages, { session });

    await press();

    await screen.findByText('Your email address is confirmed.');
    expect(session.getState().user?.emailConfirmed).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/user-dashboard',
    );
  });

  it("says why a used or expired link did not work, in the portal's words", async () => {
    const message =
      'This link has expired or has already been used. Sign in and ask for a new one from your dashboard.';
    fakeFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'user.link_invalid', message, error: 'Bad Request' },
    }));
    await renderPortal(`/confirm-email#token=${token}`, noPages);

    await press();

    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
  });

  it('says a link cut short is not complete, and offers nothing to press', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: {} }));
    await renderPortal('/confirm-email#token=abc', noPages);

    expect(
      screen.getByText(
        'This link is not complete: open it again from the email, or copy all of it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
