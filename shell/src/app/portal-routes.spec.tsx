import { screen } from '@testing-library/react';
import { generatePath, useParams } from '@portal/web-kit/router';
import { portalRoutes, remoteNames, type RemoteName } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import { renderPortal } from '../test/render-portal.js';
import { admin, signedInSession } from '../test/sessions.js';

/** Every remote answers with a page for each of its routes that names the path and its id. */
function pagesOf(remote: RemoteName): RemotePages {
  return Object.fromEntries(
    portalRoutes
      .filter((route) => route.owner === remote)
      .map((route) => [
        route.path,
        function FakePage() {
          const { id } = useParams();
          return <p>{`${remote} page for ${route.path}${id ? ` with id ${id}` : ''}`}</p>;
        },
      ]),
  );
}

const loadAll = (remote: RemoteName) => Promise.resolve(pagesOf(remote));

describe('portal routes', () => {
  it.each(
    portalRoutes
      .filter((route) => route.owner !== 'shell')
      .map((route) => [route.path, route.owner]),
  )('%s renders the page %s registered for it, and loads nothing else', async (path, owner) => {
    // An admin passes every guard (the guards have their own tests).
    const { load } = await renderPortal(generatePath(path, { id: 'g-42' }), loadAll, {
      session: signedInSession(admin),
    });

    const expected = `${owner} page for ${path}${path.includes(':id') ? ' with id g-42' : ''}`;
    expect((await screen.findByText(expected)).tagName).toBe('P');
    expect(load.mock.calls.map(([remote]) => remote)).toEqual([owner]);
  });

  it.each(
    portalRoutes
      .filter((route) => route.owner === 'shell')
      .map((route) => [route.path, route.title]),
  )('%s is the shell’s own and loads no remote', async (path, title) => {
    const { load } = await renderPortal(path, loadAll);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      path === '/' ? 'Welcome to the Education Grants Portal' : title,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['/nowhere', '/grants/1/2/3', '/admin', '/user-dashboard/extra'])(
    '%s redirects to /',
    async (path) => {
      const { load } = await renderPortal(path, loadAll);

      expect(screen.getByTestId('current-path').textContent).toBe('/');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Welcome to the Education Grants Portal',
      );
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('covers every remote of the contract', () => {
    const owners = new Set(portalRoutes.map((route) => route.owner));
    for (const remote of remoteNames) expect(owners).toContain(remote);
  });

  it('names each page in the browser tab', async () => {
    await renderPortal('/register', loadAll);

    expect(document.title).toBe('Register – Education Grants Portal');
  });
});
