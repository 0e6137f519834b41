import { act, fireEvent, screen, within } from '@testing-library/react';
import { restoreFetch } from '@portal/web-kit/testing';
import { anApplicationSummary } from '../../../test/factories.js';
import { failure, ok, renderMemberPage } from '../../../test/render-member-page.js';
import { MyApplicationsPage } from './my-applications-page.js';

afterEach(restoreFetch);

describe('/my-applications', () => {
  it('lists every application of the member (not only 3): grant, submitted date, status, View', async () => {
    const mine = Array.from({ length: 5 }, (_unused, index) =>
      anApplicationSummary({
        _id: `a-${index + 1}`,
        grantTitle: `Grant ${index + 1}`,
        status: index === 0 ? 'needsMoreInfo' : 'submitted',
      }),
    );
    const { calls } = renderMemberPage(MyApplicationsPage, {
      path: '/my-applications',
      route: () => ok(mine),
    });

    const list = await screen.findByRole('list', { name: 'My Applications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0].textContent).toContain('Grant 1');
    expect(rows[0].textContent).toContain('Submitted 2026-09-15');
    expect(rows[0].querySelector('.badge')?.textContent).toBe('Requires More Information');
    expect(
      within(rows[4])
        .getByRole('link', { name: 'View application for Grant 5' })
        .getAttribute('href'),
    ).toBe('/applications/a-5');
    expect(calls()).toEqual(['GET /api/grant-applications?userOnly=true']);
  });

  it("says 'No applications submitted yet.' when there are none", async () => {
    renderMemberPage(MyApplicationsPage, { path: '/my-applications', route: () => ok([]) });

    await screen.findByText('No applications submitted yet.');
  });

  it("says 'Error fetching applications' when the list fails, and retries", async () => {
    let attempts = 0;
    renderMemberPage(MyApplicationsPage, {
      path: '/my-applications',
      route: () => (++attempts === 1 ? failure(500) : ok([anApplicationSummary()])),
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error fetching applications');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));

    await screen.findByRole('list', { name: 'My Applications' });
  });
});

describe('/my-applications: drafts and references', () => {
  it('offers to continue each draft, with the days left, and shows each application’s reference', async () => {
    const closesAt = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString();
    renderMemberPage(MyApplicationsPage, {
      path: '/my-applications',
      route: () => ok([anApplicationSummary({ _id: 'a-1', reference: 'EDU-2026-000042' })]),
      drafts: [
        {
          _id: 'd-1',
          grantId: 'g-7',
          grantTitle: 'Trades Bursary',
          closesAt,
          createdAt: '2026-09-14T16:00:00.000Z',
          updatedAt: '2026-09-15T16:00:00.000Z',
        },
      ],
    });

    const drafts = await screen.findByRole('region', { name: 'Your saved drafts' });
    const resume = within(drafts).getByRole('link', {
      name: /^Continue your application — closes in \d days for Trades Bursary$/,
    });
    expect(resume.getAttribute('href')).toBe('/apply-grant/g-7');
    const list = await screen.findByRole('list', { name: 'My Applications' });
    expect(list.textContent).toContain('Reference EDU-2026-000042');
  });
});
