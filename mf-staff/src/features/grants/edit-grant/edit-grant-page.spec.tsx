import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Grant } from '@portal/contract/grants';
import { restoreFetch } from '@portal/web-kit/testing';
import { aGrant, aQuestion, aSection } from '../testing/grant-factory.js';
import { renderGrantPage, type PortalRoute } from '../../../test/render-grant-page.js';
import EditGrantPage from './edit-grant-page.js';

const grantId = '5b3c1e4a-7f0d-4c55-9d1e-2f6a8b9c0d11';
const grantPath = `/api/grants/${grantId}`;

function showEditPage(route: PortalRoute) {
  return renderGrantPage(EditGrantPage, {
    path: `/grants/${grantId}/edit`,
    pattern: '/grants/:id/edit',
    route,
  });
}

/** The portal holding `grant`: GET answers it, PUT stores what was sent and answers it. */
function portalWith(grant: Grant) {
  const sent: unknown[] = [];
  const route: PortalRoute = (method, url, body) => {
    if (url !== grantPath) return { status: 500 };
    if (method === 'PUT') {
      sent.push(body);
      return { status: 200, body: { ...grant, ...(body as object) } };
    }
    return { status: 200, body: grant };
  };
  return { route, sent };
}

const field = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(name);
const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('/grants/:id/edit', () => {
  afterEach(restoreFetch);

  it('shows progress while the grant loads', () => {
    showEditPage(() => 'never');

    expect(screen.getByRole('status').textContent).toBe('Loading the grant…');
  });

  it("says 'Error fetching grant details' when the grant cannot be read, and Retry tries again", async () => {
    let attempts = 0;
    const { calls } = showEditPage(() => {
      attempts += 1;
      return attempts === 1 ? { status: 502 } : { status: 200, body: aGrant() };
    });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error fetching grant details',
    );
    fireEvent.click(button('Retry'));

    expect(await screen.findByDisplayValue('Trades Bursary')).toBeTruthy();
    expect(calls()).toEqual([`GET ${grantPath}`, `GET ${grantPath}`]);
  });

  it("shows the portal's message instead when it gives one", async () => {
    showEditPage(() => ({
      status: 404,
      body: {
        statusCode: 404,
        message: 'Grant not found',
        error: 'Not Found',
        code: 'grant.not_found',
      },
    }));

    expect((await screen.findByRole('alert')).textContent).toContain('Grant not found');
  });

  it('fills the form with the grant, dates in Toronto time, and a Status select of the four statuses', async () => {
    showEditPage(portalWith(aGrant({ status: 'pendingApproval' })).route);

    await screen.findByDisplayValue('Trades Bursary');
    expect((field('Type') as HTMLSelectElement).value).toBe('award');
    expect((field('Open Date') as HTMLInputElement).value).toBe('2026-09-01T09:00');
    expect((field('Close Date') as HTMLInputElement).value).toBe('2026-10-01T17:00');
    const status = field('Status') as HTMLSelectElement;
    expect(status.value).toBe('pendingApproval');
    expect(Array.from(status.options, (option) => [option.value, option.text])).toEqual([
      ['draft', 'Draft'],
      ['pendingApproval', 'Pending Approval'],
      ['published', 'Published'],
      ['closed', 'Closed'],
    ]);
    expect((field('Section label') as HTMLInputElement).value).toBe('Plans');
    expect((field('Question label') as HTMLInputElement).value).toBe('Describe your goals');
  });

  it('words the weight totals as spec §5 does for the edit screen', async () => {
    showEditPage(
      portalWith(
        aGrant({
          sections: [
            aSection({ label: 'Plans', weight: 60, questions: [aQuestion({ weight: 100 })] }),
            aSection({ label: 'About you', weight: 40, questions: [] }),
          ],
        }),
      ).route,
    );
    await screen.findByDisplayValue('Trades Bursary');
    const plans = screen.getByRole('region', { name: 'Section 1: Plans' });

    type(field('Section weight (%)', plans), '50');
    type(field('Question weight (%)', plans), '60');

    expect(
      screen.getByText('Section weights must add up to 100%. Current total: 90%.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Questions in section "Plans" must add up to 100%. Current total: 60%.'),
    ).toBeTruthy();
  });

  it('saves the full grant with PUT, the new status included, and opens it', async () => {
    const grant = aGrant();
    const portal = portalWith(grant);
    const { location } = showEditPage(portal.route);
    await screen.findByDisplayValue('Trades Bursary');

    type(field('Status'), 'published');
    type(field('Title'), 'Trades Bursary 2027');
    fireEvent.click(button('Update Grant'));

    await waitFor(() => expect(location()).toBe(`/grants/${grantId}`));
    expect(portal.sent).toEqual([
      {
        ...grant,
        title: 'Trades Bursary 2027',
        status: 'published',
      },
    ]);
    // No applications: nothing to confirm.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before updating a grant that has applications, and saves only on yes', async () => {
    const portal = portalWith(aGrant({ applicationCount: 2 }));
    const { location } = showEditPage(portal.route);
    await screen.findByDisplayValue('Trades Bursary');
    expect(screen.getByText(/This grant has 2 applications\./)).toBeTruthy();

    fireEvent.click(button('Update Grant'));
    const question = await screen.findByRole('alertdialog');
    expect(
      within(question).getByText('This grant already has 2 applications. Update it anyway?'),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(portal.sent).toEqual([]);

    fireEvent.click(button('Update Grant'));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Update anyway' }),
    );
    await waitFor(() => expect(location()).toBe(`/grants/${grantId}`));
    expect(portal.sent).toHaveLength(1);
  });

  it('blocks an update with problems before asking anything', async () => {
    const portal = portalWith(aGrant({ applicationCount: 1 }));
    showEditPage(portal.route);
    await screen.findByDisplayValue('Trades Bursary');

    type(field('Section weight (%)'), '90');
    fireEvent.click(button('Update Grant'));

    expect(alerts()).toContain('Please fix the validation errors before submitting');
    expect(document.activeElement).toBe(field('Section weight (%)'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says 'Error updating grant' when the update fails without a reason, the portal's reason when it has one", async () => {
    let reason: string | undefined = undefined;
    showEditPage((method) =>
      method === 'PUT'
        ? {
            status: reason ? 409 : 500,
            body: reason ? { statusCode: 409, message: reason, error: 'Conflict' } : undefined,
          }
        : { status: 200, body: aGrant() },
    );
    await screen.findByDisplayValue('Trades Bursary');

    fireEvent.click(button('Update Grant'));
    await waitFor(() => expect(alerts()).toContain('Error updating grant'));

    reason = 'Someone else changed this grant.';
    fireEvent.click(button('Update Grant'));
    await waitFor(() => expect(alerts()).toContain('Someone else changed this grant.'));
  });
});
