import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { fakeFetch, restoreFetch, sentBody, type FakeAnswer } from '@portal/web-kit/testing';
import { renderPortal } from '../test/render-portal.js';
import { admin, member, signedInSession, signedOutSession, staffMember } from '../test/sessions.js';

const memberPages: RemotePages = { '/user-dashboard': () => <h1>Welcome page</h1> };
const loadMember = () => Promise.resolve(memberPages);

const newMember = {
  firstName: 'Rose',
  lastName: 'Crow',
  email: 'rose@example.ca',
  cardNumber: 'RS-555',
  password: 'rose river password',
};
const registerAnswer = {
  token: 'rose-token',
  encryptionKey: 'rose-key',
  user: { ...member, _id: 'u-rose', id: 'u-rose', ...newMember, name: 'Rose Crow' },
};

const labels = ['First Name', 'Last Name', 'Email (Username)', 'RSMIN Card Number', 'Password'];

function fillIn(values: typeof newMember) {
  const byLabel: Record<string, string> = {
    'First Name': values.firstName,
    'Last Name': values.lastName,
    'Email (Username)': values.email,
    'RSMIN Card Number': values.cardNumber,
    Password: values.password,
  };
  for (const label of labels) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: byLabel[label] } });
  }
}

async function submit(answer: () => FakeAnswer | 'never') {
  const fetch = fakeFetch(answer);
  await act(async () => {
    fireEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: /^Register(ing\.\.\.)?$/ }),
    );
  });
  return fetch;
}

describe('/register', () => {
  beforeEach(() => window.history.replaceState(null, '', '/register'));
  afterEach(() => {
    jest.restoreAllMocks();
    restoreFetch();
  });

  it('asks for the five fields of the spec, all required, the email as type email', async () => {
    await renderPortal('/register', loadMember);

    for (const label of labels) {
      expect([label, screen.getByLabelText(label).hasAttribute('required')]).toEqual([label, true]);
    }
    expect(screen.getByLabelText('Email (Username)').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('checks the fields before sending, and focuses the first problem', async () => {
    await renderPortal('/register', loadMember);
    fillIn({ ...newMember, firstName: ' ', password: 'short' });

    const fetch = await submit(() => ({ status: 201, body: registerAnswer }));

    expect(fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    expect(screen.getByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 12 characters')).toBeTruthy();
  });

  it("reads 'Registering...' and is disabled while the portal answers", async () => {
    await renderPortal('/register', loadMember);
    fillIn(newMember);

    await submit(() => 'never');

    const button = screen.getByRole('button', { name: 'Registering...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it("shows the server's message, or 'Registration failed' when there is none", async () => {
    await renderPortal('/register', loadMember);
    fillIn(newMember);

    await submit(() => ({
      status: 409,
      body: {
        statusCode: 409,
        message: 'This RSMIN card number is already registered.',
        error: 'Conflict',
      },
    }));
    await screen.findByText('This RSMIN card number is already registered.');
    expect(screen.getByRole('alert').textContent).toBe(
      'This RSMIN card number is already registered.',
    );

    await submit(() => ({ status: 502 }));
    await screen.findByText('Registration failed');
    expect(screen.getByRole('alert').textContent).toBe('Registration failed');
  });

  it('signs the new member in and goes to /user-dashboard', async () => {
    const session = signedOutSession();
    await renderPortal('/register', loadMember, { session });
    fillIn(newMember);

    const fetch = await submit(() => ({ status: 201, body: registerAnswer }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome page' })).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/register');
    // The member's emails will be in the language the page is in.
    expect(sentBody(fetch.mock.calls[0])).toEqual({
      ...newMember,
      userType: 'user',
      language: 'en',
    });
    expect(session.getState()).toMatchObject({
      status: 'signed-in',
      token: 'rose-token',
      user: { firstName: 'Rose' },
    });
    expect(screen.getByTestId('current-path').textContent).toBe('/user-dashboard');
  });

  it('lets an admin add a user without replacing the admin session, and offers the way back to Edit Users', async () => {
    const session = signedInSession(admin);
    const before = session.getState();
    await renderPortal('/register', loadMember, { session });
    fillIn(newMember);

    await submit(() => ({ status: 201, body: registerAnswer }));

    await screen.findByText('Account created for Rose Crow (rose@example.ca).');
    expect(session.getState()).toBe(before);
    expect(screen.getByTestId('current-path').textContent).toBe('/register');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Account created for Rose Crow (rose@example.ca).')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Back to Edit Users' }).getAttribute('href')).toBe(
      '/edit-users',
    );
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('');
  });

  it.each([
    ['a member', member],
    ['staff', staffMember],
  ])('sends %s who is signed in to /user-dashboard', async (_who, user) => {
    await renderPortal('/register', loadMember, { session: signedInSession(user) });

    expect(screen.getByTestId('current-path').textContent).toBe('/user-dashboard');
  });
});
