import type { User } from '@portal/contract';
import { pageSessionCookieLine } from './page-session-cookie.js';
import { createMemoryStorage, createSessionStore } from './session-store.js';

const member: User = {
  _id: 'u-1',
  id: 'u-1',
  firstName: 'Lena',
  lastName: 'Bird',
  name: 'Lena Bird',
  email: 'lena@example.ca',
  cardNumber: 'RS-1',
  userType: 'user',
  education: false,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
  pendingEmail: null,
};

/** A JWT-shaped token whose payload says when it runs out. */
const tokenExpiringAt = (seconds: number) =>
  `h.${Buffer.from(JSON.stringify({ sub: 'u-1', exp: seconds })).toString('base64url')}.s`;

/** Every line the store assigned to `document.cookie`, as a browser receives them. */
function recordingJar() {
  const lines: string[] = [];
  return {
    lines,
    jar: {
      get cookie() {
        return '';
      },
      set cookie(line: string) {
        lines.push(line);
      },
    },
  };
}

describe('the page-session cookie', () => {
  it('keeps the token for the data pages only, until the token runs out', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const token = tokenExpiringAt(now.getTime() / 1000 + 3600);

    expect(pageSessionCookieLine(token, { secure: true, now })).toBe(
      `portal-page-session=${token}; Path=/apply-grant; SameSite=Lax; Secure; Max-Age=3600`,
    );
  });

  it('is not Secure on plain http (the one-machine portal), and lasts the browsing session when the token does not say', () => {
    expect(pageSessionCookieLine('opaque', { secure: false })).toBe(
      'portal-page-session=opaque; Path=/apply-grant; SameSite=Lax',
    );
  });

  it('is forgotten at once when the session ends', () => {
    expect(pageSessionCookieLine(null, { secure: false })).toBe(
      'portal-page-session=; Path=/apply-grant; SameSite=Lax; Max-Age=0',
    );
  });

  it('follows the session store: written on sign-in and for a stored session, cleared on sign-out', () => {
    const storage = createMemoryStorage();
    const first = recordingJar();
    const store = createSessionStore({ storage, pageCookie: { jar: first.jar, secure: false } });
    expect(first.lines).toEqual([expect.stringMatching(/^portal-page-session=; .*Max-Age=0$/)]);

    store.signIn({ token: 'tok-1', encryptionKey: 'key', user: member });
    expect(first.lines.at(-1)).toMatch(/^portal-page-session=tok-1; Path=\/apply-grant/);

    // A page opened later with the session stored (written before the cookie existed, too).
    const later = recordingJar();
    createSessionStore({ storage, pageCookie: { jar: later.jar, secure: false } });
    expect(later.lines).toEqual([expect.stringMatching(/^portal-page-session=tok-1;/)]);

    store.signOut();
    expect(first.lines.at(-1)).toMatch(/^portal-page-session=; .*Max-Age=0$/);
  });
});
