import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { EmailDelivery } from '@portal/contract/notifications';
import { SessionStoreProvider } from '@portal/web-kit';
import { fakeFetch, restoreFetch, signedInTestSession, testUser } from '@portal/web-kit/testing';
import { MemoryRouter } from '@portal/web-kit/router';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import NotificationEmailsPage from './notification-emails-page.js';

const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });

let sequence = 0;
function anEmail(overrides: Partial<EmailDelivery> = {}): EmailDelivery {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    kind: 'statusChanged',
    recipientId: `30000000-0000-4000-8000-${suffix}`,
    recipientName: 'Mary Jacobs',
    applicationId: `10000000-0000-4000-8000-${suffix}`,
    reference: `EDU-2026-${suffix.slice(-6)}`,
    grantTitle: 'Post-Secondary Bursary',
    state: 'failed',
    attempts: 10,
    lastError: 'ESOCKET (CONN)',
    nextAttemptAt: null,
    sentAt: null,
    createdAt: '2026-09-15T18:30:00.000Z',
    ...overrides,
  };
}

afterEach(restoreFetch);

function showPage(
  answer: (method: string, url: string) => { status: number; body?: unknown } | 'never',
) {
  const fetch = fakeFetch((url, init) => answer(init.method ?? 'GET', url));
  render(
    <SessionStoreProvider store={signedInTestSession(admin)}>
      <MemoryRouter>
        <NotificationEmailsPage />
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

describe('/admin/notifications', () => {
  it('lists the failed emails first, with the counts of each state, and no address', async () => {
    const failed = anEmail();
    showPage((_method, url) =>
      url === '/api/admin/notifications?state=failed&limit=50'
        ? {
            status: 200,
            body: {
              items: [failed],
              nextCursor: null,
              counts: { pending: 2, sent: 40, failed: 1 },
            },
          }
        : 'never',
    );
    const table = await screen.findByRole('table', { name: 'Failed emails' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row).getByRole('rowheader').textContent).toBe('Mary Jacobs');
    expect(row.textContent).toContain(
      "My application's status changes: Post-Secondary Bursary (EDU-2026-",
    );
    expect(row.textContent).toContain('ESOCKET (CONN)');
    const filter = screen.getByRole('group', { name: 'Show emails' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Failed (1)', 'true'],
      ['Pending (2)', 'false'],
      ['Sent (40)', 'false'],
    ]);
  });

  it('Send again puts a failed email back, says so, and reloads the list', async () => {
    const failed = anEmail();
    let retried = false;
    const fetch = showPage((method, url) => {
      if (method === 'POST' && url === `/api/admin/notifications/${failed.id}/retry`) {
        retried = true;
        return {
          status: 200,
          body: {
            ...failed,
            state: 'pending',
            attempts: 0,
            lastError: null,
            nextAttemptAt: failed.createdAt,
          },
        };
      }
      if (url === '/api/admin/notifications?state=failed&limit=50')
        return {
          status: 200,
          body: {
            items: retried ? [] : [failed],
            nextCursor: null,
            counts: { pending: retried ? 1 : 0, sent: 0, failed: retried ? 0 : 1 },
          },
        };
      return 'never';
    });
    await screen.findByRole('table', { name: 'Failed emails' });
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', {
          name: 'Send again to Mary Jacobs about Post-Secondary Bursary',
        }),
      ),
    );
    expect(await screen.findByText('The email to Mary Jacobs will be sent again.')).toBeTruthy();
    expect(await screen.findByText('No email has failed.')).toBeTruthy();
    expect(
      fetch.mock.calls.filter(([url]) => url === '/api/admin/notifications?state=failed&limit=50'),
    ).toHaveLength(2);
  });

  it('shows the sent ones on request, with when each was sent', async () => {
    const sent = anEmail({
      state: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-09-15T18:31:00.000Z',
    });
    showPage((_method, url) => {
      const counts = { pending: 0, sent: 1, failed: 0 };
      if (url === '/api/admin/notifications?state=failed&limit=50')
        return { status: 200, body: { items: [], nextCursor: null, counts } };
      if (url === '/api/admin/notifications?state=sent&limit=50')
        return { status: 200, body: { items: [sent], nextCursor: null, counts } };
      return 'never';
    });
    await screen.findByText('No email has failed.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sent (1)' })));
    const table = await screen.findByRole('table', { name: 'Sent emails' });
    expect(within(table).getByRole('columnheader', { name: 'Sent' })).toBeTruthy();
    expect(table.textContent).toContain('2026-09-15, 2:31 p.m.');
    expect(within(table).queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    showPage(() => ({ status: 500 }));
    const message = await screen.findByText('Error fetching the notification emails');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});

describe('/admin/notifications in French', () => {
  beforeAll(() => Promise.all([useAdminMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('shows the filter, the table and Send again in French', async () => {
    showPage((_method, url) =>
      url === '/api/admin/notifications?state=failed&limit=50'
        ? {
            status: 200,
            body: {
              items: [anEmail()],
              nextCursor: null,
              counts: { pending: 2, sent: 40, failed: 1 },
            },
          }
        : 'never',
    );

    const table = await screen.findByRole('table', { name: 'Courriels en échec' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Courriels d’avis');
    const filter = within(screen.getByRole('group', { name: 'Afficher les courriels' }));
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Échec (1)',
      'En attente (2)',
      'Envoyés (40)',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Dernière erreur' })).toBeTruthy();
    expect(
      within(table).getByText(
        /^Le statut de ma demande change\u00a0: Post-Secondary Bursary \(EDU-/u,
        {
          normalizer: (text) => text,
        },
      ),
    ).toBeTruthy();
    expect(
      within(table).getByRole('button', {
        name: 'Renvoyer à Mary Jacobs au sujet de Post-Secondary Bursary',
      }),
    ).toBeTruthy();
  });
});
