import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ApplicationSummary } from '@portal/contract/applications';
import { slowLoadingAfterMs } from '@portal/web-kit';
import { restoreFetch, type FakeAnswer } from '@portal/web-kit/testing';
import { aGrantSummary, anApplicationSummary } from '../../test/factories.js';
import { failure, ok, renderMemberPage } from '../../test/render-member-page.js';
import { chooseEnglish, chooseFrench } from '../../test/french.js';
import { AvailableGrantsPage } from './available-grants-page.js';

const myApplicationsUrl = '/api/grant-applications?userOnly=true';

// Spec §9's badges depend on today in Toronto: only the clock is fixed, timers run as usual.
const today = new Date('2026-09-25T12:00:00-04:00');

const closingToday = aGrantSummary({
  title: 'Emergency Bursary',
  type: 'award',
  closeDate: '2026-09-26T03:59:59.999Z', // end of 2026-09-25 in Toronto
});
const closingInFiveDays = aGrantSummary({
  title: 'Trades Training Grant',
  type: 'professional-development',
  description: `${'Hands-on training for members entering the skilled trades, with tools, fees and '}travel covered for the whole programme.`,
  closeDate: '2026-09-30T03:59:59.999Z', // end of 2026-09-29: 5 days counting today
});
const closingLater = aGrantSummary({
  title: 'Post-Secondary Bursary',
  closeDate: '2026-12-01T04:59:59.999Z',
});

function showPage({
  grants = ok([closingToday, closingInFiveDays, closingLater]),
  applications = ok([]),
}: {
  grants?: FakeAnswer | (() => FakeAnswer | 'never');
  applications?: FakeAnswer | (() => FakeAnswer | 'never');
} = {}) {
  const answer = (given: FakeAnswer | (() => FakeAnswer | 'never')) =>
    typeof given === 'function' ? given() : given;
  return renderMemberPage(AvailableGrantsPage, {
    path: '/apply-grant',
    route: (_method, url) => {
      if (url === '/api/available-grants') return answer(grants);
      if (url === myApplicationsUrl) return answer(applications);
      return failure(404);
    },
  });
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
const badgesOf = (title: string) =>
  Array.from(card(title).querySelectorAll('.badge'), (badge) => badge.textContent);
const myApplications = () => screen.getByRole('region', { name: 'My Grant Applications' });
const applications = (count: number): ApplicationSummary[] =>
  Array.from({ length: count }, (_unused, index) =>
    anApplicationSummary({ _id: `a-${index + 1}`, grantTitle: `Grant ${index + 1}` }),
  );

beforeEach(() => {
  jest.useFakeTimers({
    now: today,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
    ],
  });
});

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('/apply-grant', () => {
  it('asks for the open grants and the member’s own applications', async () => {
    const { calls } = showPage();
    await screen.findByRole('heading', { level: 3, name: closingToday.title });
    expect(calls().sort()).toEqual(['GET /api/available-grants', `GET ${myApplicationsUrl}`]);
  });

  it('shows a card per grant: title, type, days left in Toronto, description, close date and Apply Now', async () => {
    showPage();
    await screen.findByRole('heading', { level: 3, name: closingToday.title });

    expect(badgesOf('Emergency Bursary')).toEqual(['Award', 'Due today']);
    expect(badgesOf('Trades Training Grant')).toEqual(['Professional Development', '5 d left']);
    expect(badgesOf('Post-Secondary Bursary')).toEqual(['Scholarship']);
    expect(within(card('Emergency Bursary')).getByText(/^Closes/).textContent).toBe(
      'Closes 2026-09-25',
    );
    const apply = within(card('Trades Training Grant')).getByRole('link', { name: /^Apply Now/ });
    expect(apply.getAttribute('href')).toBe(`/apply-grant/${closingInFiveDays._id}`);
    expect(apply.textContent).toBe('Apply Now for Trades Training Grant');
  });

  it('cuts a description to at most 100 characters, at a word boundary, and an ellipsis', async () => {
    showPage();
    await screen.findByRole('heading', { level: 3, name: closingToday.title });

    const preview = card('Trades Training Grant').querySelector('.grant-card-description');
    const first100 = closingInFiveDays.description.slice(0, 100);
    expect(preview?.textContent).toBe(`${first100.slice(0, first100.lastIndexOf(' '))}…`);
    expect(card('Emergency Bursary').querySelector('.grant-card-description')?.textContent).toBe(
      closingToday.description,
    );
  });

  it('marks the grants the member already applied to', async () => {
    showPage({
      applications: ok([
        anApplicationSummary({ grantId: closingLater._id, grantTitle: closingLater.title }),
      ]),
    });
    await screen.findByText('Already applied');

    expect(badgesOf('Post-Secondary Bursary')).toEqual(['Scholarship', 'Already applied']);
    expect(badgesOf('Emergency Bursary')).not.toContain('Already applied');
  });

  it('offers the application instead of Apply Now on a grant that takes one per member', async () => {
    const several = aGrantSummary({
      title: 'Several Welcome Fund',
      oneApplicationPerMember: false,
    });
    showPage({
      grants: ok([closingLater, several, closingInFiveDays]),
      applications: ok([
        anApplicationSummary({
          _id: 'a-2',
          grantId: closingLater._id,
          reference: 'EDU-2026-000123',
        }),
        anApplicationSummary({ grantId: several._id, reference: 'EDU-2026-000124' }),
        anApplicationSummary({
          grantId: closingInFiveDays._id,
          status: 'withdrawn',
          reference: 'EDU-2026-000125',
        }),
      ]),
    });
    await screen.findByText('EDU-2026-000123', { selector: '.grant-card .application-reference' });
    const applied = within(card('Post-Secondary Bursary')).getByRole('link', {
      name: 'You applied — EDU-2026-000123 to Post-Secondary Bursary',
    });
    expect(applied.getAttribute('href')).toBe('/applications/a-2');
    expect(within(card('Post-Secondary Bursary')).queryByRole('link', { name: /^Apply Now/ })).toBe(
      null,
    );
    // Several welcome, or the only application withdrawn: Apply Now as before.
    for (const title of ['Several Welcome Fund', 'Trades Training Grant'])
      expect(within(card(title)).getByRole('link', { name: /^Apply Now/ })).toBeTruthy();
  });

  it('lists the first 3 of the member’s applications with status and View, and See all when there are more', async () => {
    const mine = applications(4);
    mine[1] = { ...mine[1], status: 'approved' };
    showPage({ applications: ok(mine) });
    await screen.findByText('Grant 1');

    const rows = within(myApplications()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.application-row-title')?.textContent)).toEqual([
      'Grant 1',
      'Grant 2',
      'Grant 3',
    ]);
    expect(rows.map((row) => row.querySelector('.badge')?.textContent)).toEqual([
      'Submitted',
      'Awarded',
      'Submitted',
    ]);
    expect(within(rows[0]).getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(
      '/applications/a-1',
    );
    expect(rows[0].querySelector('.application-row-facts span')?.textContent).toBe(
      'Submitted 2026-09-15',
    );
    const seeAll = within(myApplications()).getByRole('link', { name: /^See all/ });
    expect(seeAll.getAttribute('href')).toBe('/my-applications');
  });

  it('has no See all with 3 applications or fewer', async () => {
    showPage({ applications: ok(applications(3)) });
    await screen.findByText('Grant 3');

    expect(within(myApplications()).queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('says when there are no grants open and no applications yet', async () => {
    showPage({ grants: ok([]) });

    await screen.findByText(
      'No grants are open for applications right now. Please check again later.',
    );
    await within(myApplications()).findByText('No applications submitted yet.');
  });

  it("says why the grants did not load (the portal's sentence or 'Error fetching grants') and retries", async () => {
    let attempts = 0;
    showPage({
      grants: () =>
        ++attempts === 1
          ? failure(503, 'This part of the portal is not reachable right now.')
          : ok([closingLater]),
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the portal is not reachable right now.');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));

    await screen.findByRole('heading', { level: 3, name: closingLater.title });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to 'Error fetching grants', and still shows the member's applications", async () => {
    showPage({ grants: failure(500), applications: ok(applications(1)) });

    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching grants');
    await within(myApplications()).findByText('Grant 1');
  });

  it("says 'Error fetching applications' when the member's list fails, and still shows the grants", async () => {
    showPage({ applications: failure(500) });

    const alert = await within(myApplications()).findByRole('alert');
    expect(alert.textContent).toContain('Error fetching applications');
    expect(screen.getByRole('heading', { level: 3, name: closingToday.title })).toBeTruthy();
  });

  it('says after 10 seconds that the connection may be slow, and Try again asks for the grants again', async () => {
    jest.useFakeTimers({ now: today, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let attempts = 0;
    const page = showPage({ grants: () => (++attempts === 1 ? 'never' : ok([closingLater])) });
    const grantsRegion = () => screen.getByRole('region', { name: 'Available Grants' });
    expect(within(grantsRegion()).getByRole('status').textContent).toBe('Loading grants…');

    await act(async () => jest.advanceTimersByTime(slowLoadingAfterMs));

    const status = within(grantsRegion()).getByRole('status');
    expect(status.textContent).toContain(
      'This is taking longer than usual. Your connection may be slow; you can keep waiting or try again.',
    );
    await act(async () =>
      fireEvent.click(within(status).getByRole('button', { name: 'Try again loading the grants' })),
    );
    await screen.findByRole('heading', { level: 3, name: closingLater.title });
    expect(attempts).toBe(2);
    expect(page.calls().filter((call) => call === 'GET /api/available-grants')).toHaveLength(2);
  });
});

describe('/apply-grant in French', () => {
  beforeEach(chooseFrench);
  afterEach(chooseEnglish);

  it('says the headings, the badges, the close date and Apply Now in French', async () => {
    showPage({
      applications: ok([
        anApplicationSummary({ grantId: closingLater._id, grantTitle: closingLater.title }),
      ]),
    });
    await screen.findByRole('heading', { level: 3, name: closingToday.title });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demander une bourse');
    expect(screen.getByRole('heading', { level: 2, name: 'Bourses offertes' })).toBeTruthy();
    expect(badgesOf('Emergency Bursary')).toContain('Dernier jour');
    expect(badgesOf('Trades Training Grant')).toContain('5 j restants');
    expect(badgesOf('Post-Secondary Bursary')).toContain('Demande déjà présentée');
    expect(within(card('Emergency Bursary')).getByText(/^Date limite/).textContent).toBe(
      'Date limite\u00a0: 2026-09-25',
    );
    const apply = within(card('Trades Training Grant')).getByRole('link', {
      name: /^Présenter une demande/,
    });
    expect(apply.textContent).toBe('Présenter une demande pour Trades Training Grant');
    expect(await screen.findByRole('region', { name: 'Mes demandes de bourse' })).toBeTruthy();
  });

  it('says there are no grants open in French', async () => {
    showPage({ grants: ok([]) });
    expect(
      await screen.findByText(
        'Aucune bourse d’études n’accepte de demandes pour le moment. Veuillez revenir plus tard.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Aucune demande soumise pour l’instant.')).toBeTruthy();
  });
});
