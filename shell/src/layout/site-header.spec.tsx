import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { pageLoad } from '../navigation/page-load.js';
import { click, pending, renderPortal } from '../test/render-portal.js';
import { admin, member, restoringSession, signedInSession, staffMember } from '../test/sessions.js';

const emptyPages = () => Promise.resolve<RemotePages>({});

function headerLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the header', () => {
  it('signed out: Home, Login, Register, and no account area', async () => {
    await renderPortal('/', emptyPages);

    expect(headerLinks()).toEqual([
      ['Home', '/'],
      ['Login', '/login'],
      ['Register', '/register'],
    ]);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it("a member: Home, Dashboard, the member's name and Logout", async () => {
    await renderPortal('/', emptyPages, { session: signedInSession(member) });

    expect(headerLinks()).toEqual([
      ['Home', '/'],
      ['Dashboard', '/user-dashboard'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Ann Member')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('staff without the education flag: adds Staff Dashboard only', async () => {
    await renderPortal('/', emptyPages, {
      session: signedInSession({ ...staffMember, education: false }),
    });

    expect(headerLinks()).toEqual([
      ['Home', '/'],
      ['Dashboard', '/user-dashboard'],
      ['Staff Dashboard', '/staff-dashboard'],
    ]);
  });

  it('staff with the education flag: adds Staff Dashboard, Grants and Applications', async () => {
    await renderPortal('/', emptyPages, { session: signedInSession(staffMember) });

    expect(headerLinks()).toEqual([
      ['Home', '/'],
      ['Dashboard', '/user-dashboard'],
      ['Staff Dashboard', '/staff-dashboard'],
      ['Grants', '/grants'],
      ['Applications', '/applications'],
    ]);
  });

  it('an admin: adds Staff Dashboard, Grants, Applications and Admin Dashboard', async () => {
    await renderPortal('/', emptyPages, { session: signedInSession(admin) });

    expect(headerLinks()).toEqual([
      ['Home', '/'],
      ['Dashboard', '/user-dashboard'],
      ['Staff Dashboard', '/staff-dashboard'],
      ['Grants', '/grants'],
      ['Applications', '/applications'],
      ['Admin Dashboard', '/admin-dashboard'],
    ]);
    expect(within(screen.getByRole('banner')).getByText('Ada Admin')).toBeTruthy();
  });

  it('marks the current page with aria-current', async () => {
    await renderPortal('/staff-dashboard', pending, { session: signedInSession(admin) });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(['Staff Dashboard']);
  });

  it('shows the stored user while the stored session is being checked', async () => {
    await renderPortal('/', emptyPages, { session: restoringSession(staffMember) });

    expect(headerLinks().map(([label]) => label)).toEqual([
      'Home',
      'Dashboard',
      'Staff Dashboard',
      'Grants',
      'Applications',
    ]);
  });

  it('Logout ends the session on the server, clears token, key and user and loads /login', async () => {
    const load = jest.spyOn(pageLoad, 'load').mockImplementation(() => undefined);
    const serverCalls: Array<[string, RequestInit | undefined]> = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      serverCalls.push([url, init]);
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const session = signedInSession(member);
    const token = session.getState().token;
    await renderPortal('/user-dashboard', emptyPages, { session });

    await click(screen.getByRole('button', { name: 'Logout' }));
    globalThis.fetch = realFetch;

    // Sent even though the page is leaving (keepalive), with the session's own token. (The
    // header's bell asks for the unread count meanwhile.)
    expect(serverCalls.filter(([url]) => !url.startsWith('/api/notifications'))).toEqual([
      [
        '/api/users/logout',
        { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true },
      ],
    ]);
    expect(session.getState()).toEqual({
      status: 'signed-out',
      token: null,
      encryptionKey: null,
      user: null,
    });
    expect(load.mock.calls).toEqual([['/login']]);
    expect(headerLinks().map(([label]) => label)).toEqual(['Home', 'Login', 'Register']);
    load.mockRestore();
  });
});
