import { act, screen, waitFor, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { click, renderPortal } from '../test/render-portal.js';
import { member, signedInSession } from '../test/sessions.js';

const memberPages: RemotePages = { '/user-dashboard': () => <h1>Dashboard</h1> };
const loadMember = () => Promise.resolve(memberPages);

describe('the portal frame', () => {
  it('offers a skip link to the main landmark first', async () => {
    await renderPortal('/', loadMember);

    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('Skip to main content');
    expect(links[0]?.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('moves focus to the main landmark when the skip link is followed', async () => {
    await renderPortal('/', loadMember);

    await click(screen.getByRole('link', { name: 'Skip to main content' }));

    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('shows the signed-out header: Home, Login, Register, marking the current page', async () => {
    await renderPortal('/login', loadMember);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Login', '/login'],
      ['Register', '/register'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Login' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('links the landing page card to the member dashboard', async () => {
    await renderPortal('/', loadMember);

    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/user-dashboard',
    );
  });

  it('leaves focus alone on the first page, then moves it to the new page heading on navigation', async () => {
    await renderPortal('/', loadMember);
    expect(document.activeElement).toBe(document.body);

    await click(screen.getByRole('link', { name: 'Register' }));

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Register');
    expect(document.activeElement).toBe(heading);
  });

  it('moves focus on to the remote page heading when it replaces the loading heading', async () => {
    let arrive: (pages: RemotePages) => void = () => undefined;
    const { load } = await renderPortal(
      '/',
      () => new Promise<RemotePages>((resolve) => (arrive = resolve)),
      { session: signedInSession(member) },
    );

    await click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(load).toHaveBeenCalledWith('mf-member', false);
    expect(document.activeElement?.textContent).toBe('Dashboard'); // the loading heading
    const loadingHeading = document.activeElement;

    await act(async () => arrive(memberPages));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toBe(loadingHeading));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
