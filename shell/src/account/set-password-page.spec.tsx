import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { fakeFetch, restoreFetch, sentBody } from '@portal/web-kit/testing';
import { pageLoad } from '../navigation/page-load.js';
import { renderPortal } from '../test/render-portal.js';
import { member, signedOutSession, staffMember } from '../test/sessions.js';

const noPages = () => Promise.resolve<RemotePages>({});
const token = 'a'.repeat(22) + 'B-_'.repeat(7);
const tooCommon = 'This password is too common. Choose one that others would not guess.';

function type(value: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value } });
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name }));
  });
}

describe('the pages a password link opens', () => {
  let loads: jest.Mock<(path: string) => void>;

  beforeEach(() => {
    loads = jest.fn<(path: string) => void>();
    jest.spyOn(pageLoad, 'load').mockImplementation(loads);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    restoreFetch();
  });

  it('/reset-password: shows the rule as it is typed, sends the token and password, signs in, then opens the dashboard', async () => {
    jest.useFakeTimers();
    const fetch = fakeFetch((url, init) => {
      if (url === '/api/users/password-check') {
        const { password } = JSON.parse(init.body as string) as { password: string };
        return password === 'password1234'
          ? { status: 200, body: { acceptable: false, message: tooCommon } }
          : { status: 200, body: { acceptable: true, message: 'This password will do.' } };
      }
      return { status: 200, body: { token: 'new-token', encryptionKey: 'key', user: member } };
    });
    const session = signedOutSession();
    await renderPortal(`/reset-password#token=${token}`, noPages, { session });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
    // Opening the page uses nothing up.
    expect(fetch).not.toHaveBeenCalled();

    type('password');
    expect(screen.getByText('4 more characters needed.')).toBeTruthy();
    type('password1234');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400);
    });
    await screen.findByText(tooCommon);
    type('a quiet harbour at dawn');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400);
    });
    await screen.findByText('This password will do.');
    // One question per pause in typing, never per key.
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      '/api/users/password-check',
      '/api/users/password-check',
    ]);

    await press('Save my new password');
    const sent = fetch.mock.calls.find((call) => call[0] === '/api/users/reset-password');
    expect(sentBody(sent)).toEqual({ token, password: 'a quiet harbour at dawn' });
    await screen.findByText('Your new password is saved, and you are signed in.');
    expect(session.getState().status).toBe('signed-in');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(loads).toHaveBeenCalledWith('/user-dashboard');
  });

  it('/accept-invitation: other words, the invitation call, and a staff member lands on the staff dashboard', async () => {
    jest.useFakeTimers();
    const fetch = fakeFetch(() => ({
      status: 200,
      body: { token: 'new-token', encryptionKey: 'key', user: staffMember },
    }));
    await renderPortal(`/accept-invitation#token=${token}`, noPages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set your password');
    type('a quiet harbour at dawn');
    await press('Set my password');
    expect(fetch.mock.calls.some((call) => call[0] === '/api/users/accept-invitation')).toBe(true);
    await screen.findByText('Your password is set, and you are signed in.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(loads).toHaveBeenCalledWith('/staff-dashboard');
  });

  it('shows the refusal of a password under the field, and the link is there to try another', async () => {
    fakeFetch((url) =>
      url === '/api/users/password-check'
        ? { status: 200, body: { acceptable: true, message: null } }
        : {
            status: 400,
            body: {
              statusCode: 400,
              code: 'request.invalid',
              message: tooCommon,
              error: 'Bad Request',
              errors: [{ field: 'password', message: tooCommon }],
            },
          },
    );
    await renderPortal(`/reset-password#token=${token}`, noPages);
    type('a quiet harbour at dawn');
    await press('Save my new password');
    await waitFor(() => expect(screen.getAllByText(tooCommon).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Save my new password' })).toBeTruthy();
  });

  it('says when the link no longer works, and where to get a new one', async () => {
    const invalid =
      'This link has expired or has already been used. Ask for a new one with “Forgot your password?” on the login page.';
    fakeFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'user.link_invalid', message: invalid, error: 'Bad Request' },
    }));
    await renderPortal(`/reset-password#token=${token}`, noPages);
    type('a quiet harbour at dawn');
    await press('Save my new password');
    await screen.findByText(invalid);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says a link cut short is not complete, and offers no form', async () => {
    await renderPortal('/reset-password#token=short', noPages);
    expect(
      screen.getByText(
        'This link is not complete: open it again from the email, or copy all of it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
