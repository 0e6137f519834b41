import { screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { useBlocker } from '@portal/web-kit/router';
import { click, renderPortal } from '../test/render-portal.js';
import { signedInSession, staffMember } from '../test/sessions.js';

/**
 * A remote's page that holds every navigation away (as the grant builder does with unsaved
 * work), with the two answers a person gives: stay, or leave.
 */
function HoldingPage() {
  const blocker = useBlocker(true);
  return (
    <>
      <h1>Create New Grant</h1>
      {blocker.state === 'blocked' && (
        <div role="alertdialog" aria-label="Leave this page?">
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave
          </button>
        </div>
      )}
    </>
  );
}

const staffPages: RemotePages = {
  '/create-grant': HoldingPage,
  '/staff-dashboard': () => <h1>Staff Dashboard</h1>,
};

/**
 * The shell renders the portal in a data router: a remote's page, rendered inside it through
 * Module Federation's one router, holds back a click on the shell's own header.
 */
describe('a page that holds a navigation back', () => {
  it("stops a click on the shell's header link, then stays or leaves as the person answers", async () => {
    const { getByTestId } = await renderPortal('/create-grant', () => Promise.resolve(staffPages), {
      session: signedInSession(staffMember),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create New Grant' });
    const header = screen.getByRole('navigation', { name: 'Main' });

    await click(within(header).getByRole('link', { name: 'Staff Dashboard' }));
    expect(getByTestId('current-path').textContent).toBe('/create-grant');
    await click(
      within(screen.getByRole('alertdialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Stay',
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getByTestId('current-path').textContent).toBe('/create-grant');

    await click(within(header).getByRole('link', { name: 'Staff Dashboard' }));
    await click(screen.getByRole('button', { name: 'Leave' }));
    expect(getByTestId('current-path').textContent).toBe('/staff-dashboard');
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' })).textContent,
    ).toBe('Staff Dashboard');
  });
});
