import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { RemoteName } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import { click, pending, renderPortal } from '../test/render-portal.js';
import { admin, signedInSession } from '../test/sessions.js';
import { RemoteLoadError } from './remote-loader.js';

const remoteLoadFailedMessage =
  'This part of the portal could not be loaded. Check your connection and try again.';
const remoteCrashedMessage =
  'Something went wrong while showing this page. Try again, or come back later.';
const missingPageMessage = 'This page is not available yet. Please try again later.';

const staffPages: RemotePages = {
  '/staff-dashboard': () => <p>Staff area content</p>,
};
/** Admins pass every guard: these tests are about loading, not about access. */
const asAdmin = () => ({ session: signedInSession(admin) });
const filesDidNotArrive = (remote: RemoteName) =>
  Promise.reject(new RemoteLoadError(remote, 'its files did not arrive'));

describe('a route owned by a remote', () => {
  // The boundary logs what it caught for whoever investigates; keep test output readable.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the page title and a busy status while the remote loads', async () => {
    await renderPortal('/staff-dashboard', pending, asAdmin());

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Staff Dashboard');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Loading this page');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows a clear message with a Retry button in place of a remote that could not load, and keeps the header', async () => {
    await renderPortal('/staff-dashboard', filesDidNotArrive, asAdmin());

    expect((await screen.findByRole('alert')).textContent).toBe(remoteLoadFailedMessage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Staff Dashboard');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('loads the remote again when Retry is pressed, telling the loader the last attempt failed', async () => {
    let attempts = 0;
    const { load } = await renderPortal(
      '/staff-dashboard',
      (remote) => (++attempts === 1 ? filesDidNotArrive(remote) : Promise.resolve(staffPages)),
      asAdmin(),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Staff area content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load.mock.calls).toEqual([
      ['mf-staff', false],
      ['mf-staff', true],
    ]);
  });

  it('keeps showing the message while the remote still cannot be reached', async () => {
    const { load } = await renderPortal('/staff-dashboard', filesDidNotArrive, asAdmin());

    await click(await screen.findByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toBe(remoteLoadFailedMessage);
  });

  it('lets the rest of the portal work while a remote is down', async () => {
    await renderPortal('/staff-dashboard', filesDidNotArrive, asAdmin());
    await screen.findByRole('alert');

    await click(screen.getByRole('link', { name: 'Home' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Welcome to the Education Grants Portal',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the remote has no page for the route', async () => {
    await renderPortal('/grants', () => Promise.resolve(staffPages), asAdmin());

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grants');
    expect(await screen.findByText(missingPageMessage)).toBeTruthy();
  });

  it('contains a page that throws, with a message that does not blame the connection', async () => {
    const broken: RemotePages = {
      '/staff-dashboard': () => {
        throw new Error('bug in the page');
      },
    };
    await renderPortal('/staff-dashboard', () => Promise.resolve(broken), asAdmin());

    expect((await screen.findByRole('alert')).textContent).toBe(remoteCrashedMessage);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
