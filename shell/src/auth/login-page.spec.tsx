import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { fakeFetch, restoreFetch, sentBody, type FakeAnswer } from '@portal/web-kit/testing';
import { renderPortal } from '../test/render-portal.js';
import {
  admin,
  member,
  restoringSession,
  signedInSession,
  signedOutSession,
  staffMember,
} from '../test/sessions.js';
import { pageLoad } from '../navigation/page-load.js';

const noPages = () => Promise.resolve<RemotePages>({});
const loginAnswer = { token: 'new-token', encryptionKey: 'new-key', user: member };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ }));
  });
}

async function fillAndSubmit(answer: () => FakeAnswer | 'never') {
  const fetch = fakeFetch(answer);
  type('Email', 'ann@example.ca');
  type('Password', 'a long password');
  await submit();
  return fetch;
}

describe('/login', () => {
  let loads: jest.Mock<(path: string) => void>;

  beforeEach(() => {
    // A 401 from the login call must not make the API client load /login again.
    window.history.replaceState(null, '', '/login');
    loads = jest.fn<(path: string) => void>();
    jest.spyOn(pageLoad, 'load').mockImplementation(loads);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    restoreFetch();
  });

  it('has a required email field of type email, a required password field and a Login button', async () => {
    await renderPortal('/login', noPages);

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect([email.getAttribute('type'), email.hasAttribute('required')]).toEqual(['email', true]);
    expect([password.getAttribute('type'), password.hasAttribute('required')]).toEqual([
      'password',
      true,
    ]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Register' }).getAttribute('href'),
    ).toBe('/register');
  });

  it('says what is missing, next to each field, and focuses the first one, without calling the portal', async () => {
    await renderPortal('/login', noPages);
    const fetch = fakeFetch(() => ({ status: 200, body: loginAnswer }));

    await submit();

    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('Error: Email is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' and is disabled and busy while the portal answers", async () => {
    await renderPortal('/login', noPages);

    await fillAndSubmit(() => 'never');

    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it("shows the server's message when the sign-in is refused", async () => {
    await renderPortal('/login', noPages);

    await fillAndSubmit(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' },
    }));

    await screen.findByText('Invalid email or password');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false);
    expect(loads).not.toHaveBeenCalled();
  });

  it('offers "Forgot your password?", and says how many attempts are left as the portal counts them', async () => {
    await renderPortal('/login', noPages);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );

    const sentence =
      'Invalid email or password. 7 attempts left before this sign-in is paused for 15 minutes.';
    await fillAndSubmit(() => ({
      status: 401,
      body: {
        statusCode: 401,
        message: sentence,
        error: 'Unauthorized',
        code: 'auth.invalid_credentials',
        attemptsLeft: 7,
      },
    }));
    await screen.findByText(sentence);
  });

  it("shows 'Login failed' when the answer carries no message", async () => {
    await renderPortal('/login', noPages);

    await fillAndSubmit(() => ({ status: 500 }));

    await screen.findByText('Login failed');
    expect(screen.getByRole('alert').textContent).toBe('Login failed');
  });

  it("shows 'Server error: ' and the reason when no answer arrives", async () => {
    await renderPortal('/login', noPages);
    const fetch = fakeFetch(() => ({ status: 200 }));
    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    type('Email', 'ann@example.ca');
    type('Password', 'a long password');

    await submit();

    const reason = 'Server error: Could not reach the portal. Check your connection and try again.';
    await screen.findByText(reason);
    expect(screen.getByRole('alert').textContent).toBe(reason);
  });

  it("signs in, says 'Login successful', then loads /user-dashboard in full after about 300 ms", async () => {
    const session = signedOutSession();
    await renderPortal('/login', noPages, { session });

    const fetch = await fillAndSubmit(() => ({ status: 200, body: loginAnswer }));

    await screen.findByText('Login successful');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/login');
    expect(sentBody(fetch.mock.calls[0])).toEqual({
      email: 'ann@example.ca',
      password: 'a long password',
    });
    expect(screen.getByRole('status').textContent).toBe('Login successful');
    expect(session.getState()).toMatchObject({
      status: 'signed-in',
      token: 'new-token',
      encryptionKey: 'new-key',
    });
    expect(loads).not.toHaveBeenCalled();
    await waitFor(() => expect(loads).toHaveBeenCalledWith('/user-dashboard'), { timeout: 1000 });
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['staff', staffMember, '/staff-dashboard'],
    ['an admin', admin, '/admin-dashboard'],
  ])('lands %s on their own dashboard', async (_who, user, landing) => {
    await renderPortal('/login', noPages);

    await fillAndSubmit(() => ({ status: 200, body: { ...loginAnswer, user } }));

    await waitFor(() => expect(loads).toHaveBeenCalledWith(landing), { timeout: 1000 });
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('sends staff who are already signed in to /staff-dashboard', async () => {
    await renderPortal('/login', noPages, { session: signedInSession(staffMember) });

    expect(screen.getByTestId('current-path').textContent).toBe('/staff-dashboard');
  });

  it('returns to the page the guard remembered', async () => {
    await renderPortal('/login?next=%2Fedit-users', noPages);
    expect(screen.getByText('Please log in to open the page you asked for.')).toBeTruthy();

    await fillAndSubmit(() => ({ status: 200, body: { ...loginAnswer, user: admin } }));

    await waitFor(() => expect(loads).toHaveBeenCalledWith('/edit-users'), { timeout: 1000 });
  });

  it('never returns to another site', async () => {
    await renderPortal('/login?next=https%3A%2F%2Fevil.example%2F', noPages);

    await fillAndSubmit(() => ({ status: 200, body: loginAnswer }));

    await waitFor(() => expect(loads).toHaveBeenCalledWith('/user-dashboard'), { timeout: 1000 });
  });

  it('sends a visitor who is already signed in to /user-dashboard', async () => {
    await renderPortal('/login', noPages, { session: signedInSession(member) });

    expect(screen.getByTestId('current-path').textContent).toBe('/user-dashboard');
  });

  it('waits while a stored session is checked', async () => {
    await renderPortal('/login', noPages, { session: restoringSession(member) });

    expect(screen.getByRole('status').textContent).toBe('Checking your sign-in…');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
