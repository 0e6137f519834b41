import type { LoginResponse } from '@portal/contract';
import type { Page } from 'playwright-core';

/** Signs in through the API, as the login screen does. */
export async function signInThroughApi(
  baseUrl: string,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

export async function registerThroughApi(
  baseUrl: string,
  member: {
    firstName: string;
    lastName: string;
    email: string;
    cardNumber: string;
    password: string;
  },
): Promise<LoginResponse> {
  const response = await fetch(`${baseUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (!response.ok)
    throw new Error(
      `registration of ${member.email} failed: ${response.status} ${await response.text()}`,
    );
  return (await response.json()) as LoginResponse;
}

/** Puts a session in the browser's storage where the portal keeps it (spec §7), before any page runs. */
export async function useSessionInBrowser(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('token', stored.token);
    window.localStorage.setItem('encryptionKey', stored.encryptionKey);
    window.localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
}
