import { act, screen } from '@testing-library/react';
import { portalRoutes, type RemoteName } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import { renderPortal } from '../test/render-portal.js';
import { admin, member, restoringSession, signedInSession, staffMember } from '../test/sessions.js';

/** Every remote answers with a page per route that just names the route. */
const loadAll = (remote: RemoteName) =>
  Promise.resolve<RemotePages>(
    Object.fromEntries(
      portalRoutes
        .filter((route) => route.owner === remote)
        .map((route) => [route.path, () => <p>{`page ${route.path}`}</p>]),
    ),
  );

const where = () => screen.getByTestId('current-path').textContent;
const loaded = (load: { mock: { calls: [RemoteName, boolean][] } }) =>
  load.mock.calls.map(([remote]) => remote);

describe('the route guard (spec §6)', () => {
  it.each(['/user-dashboard', '/staff-dashboard', '/edit-users', '/grants/g-1/edit'])(
    'sends a signed-out visitor of %s to /login, remembering the page, without loading its remote',
    async (path) => {
      const { load } = await renderPortal(path, loadAll);

      expect(where()).toBe('/login');
      expect(
        new URLSearchParams(screen.getByTestId('current-search').textContent ?? '').get('next'),
      ).toBe(path);
      expect(load).not.toHaveBeenCalled();
    },
  );

  it.each(['/staff-dashboard', '/admin-dashboard', '/edit-users', '/grants', '/file-manager'])(
    'sends a member from %s to /user-dashboard',
    async (path) => {
      const { load } = await renderPortal(path, loadAll, { session: signedInSession(member) });

      expect(await screen.findByText('page /user-dashboard')).toBeTruthy();
      expect(where()).toBe('/user-dashboard');
      expect(loaded(load)).toEqual(['mf-member']);
    },
  );

  it.each([
    ['/admin-dashboard', { ...staffMember }],
    ['/edit-users', { ...staffMember }],
    ['/grants', { ...staffMember, education: false }],
    ['/harvesting-dashboard', { ...staffMember }],
    ['/community-dashboard', { ...staffMember }],
  ])('sends staff from %s to /staff-dashboard', async (path, staff) => {
    const { load } = await renderPortal(path, loadAll, { session: signedInSession(staff) });

    expect(await screen.findByText('page /staff-dashboard')).toBeTruthy();
    expect(where()).toBe('/staff-dashboard');
    expect(loaded(load)).toEqual(['mf-staff']);
  });

  it('lets staff with the right flag in', async () => {
    await renderPortal('/harvesting-dashboard', loadAll, {
      session: signedInSession({ ...staffMember, harvesting: true }),
    });

    expect(await screen.findByText('page /harvesting-dashboard')).toBeTruthy();
  });

  it.each(portalRoutes.filter((route) => route.access.signedIn).map((route) => route.path))(
    'lets an admin into %s',
    async (path) => {
      const concrete = path.replace(':id', 'x-1');
      await renderPortal(concrete, loadAll, { session: signedInSession(admin) });

      expect(await screen.findByText(`page ${path}`)).toBeTruthy();
      expect(where()).toBe(concrete);
    },
  );

  it('waits for the stored session to be checked, showing progress and loading nothing, when the stored user may not open the route', async () => {
    const session = restoringSession(member);
    const { load } = await renderPortal('/admin-dashboard', loadAll, { session });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Dashboard');
    expect(screen.getByRole('status').textContent).toBe('Checking your sign-in…');
    expect(load).not.toHaveBeenCalled();

    // GET /api/users/me answered: the account has become an admin meanwhile.
    await act(async () => session.confirmRestored({ ...member, userType: 'admin' }));

    expect(await screen.findByText('page /admin-dashboard')).toBeTruthy();
    expect(where()).toBe('/admin-dashboard');
    expect(loaded(load)).toEqual(['mf-admin']);
  });

  it('opens a route the stored user may see while the check goes on, and leaves it for /login when the check fails', async () => {
    const session = restoringSession(member);
    const { load } = await renderPortal('/user-dashboard', loadAll, { session });

    expect(await screen.findByText('page /user-dashboard')).toBeTruthy();
    expect(loaded(load)).toEqual(['mf-member']);

    await act(async () => session.signOut());

    expect(where()).toBe('/login');
  });

  it('waits for the check when nothing readable was stored about the user', async () => {
    const session = restoringSession(null);
    const { load } = await renderPortal('/user-dashboard', loadAll, { session });

    expect(screen.getByRole('status').textContent).toBe('Checking your sign-in…');
    expect(load).not.toHaveBeenCalled();
  });
});
