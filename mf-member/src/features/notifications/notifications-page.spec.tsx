import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  noticeMessage,
  notificationEventKinds,
  type Notification,
  type NotificationEventKind,
} from '@portal/contract/notifications';
import { unreadNotifications } from '@portal/web-kit';
import { restoreFetch, signedInTestSession, testUser } from '@portal/web-kit/testing';
import { failure, ok, renderMemberPage, type PortalRoute } from '../../test/render-member-page.js';
import { chooseEnglish, chooseFrench } from '../../test/french.js';
import { NotificationsPage } from './notifications-page.js';

afterEach(() => {
  restoreFetch();
  act(() => unreadNotifications.set(undefined));
});

let sequence = 0;
function aNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    kind: 'statusChanged',
    applicationId: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    grantId: '20000000-0000-4000-8000-000000000001',
    grantTitle: 'Post-Secondary Bursary',
    reference: `EDU-2026-${String(sequence).padStart(6, '0')}`,
    statusLabel: 'Awarded',
    status: 'approved',
    closesAt: null,
    hoursBefore: null,
    questionLabel: null,
    message: `Your application to Post-Secondary Bursary (EDU-2026-${String(sequence).padStart(6, '0')}) is now: Awarded.`,
    link: `/applications/10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    createdAt: '2026-09-15T18:30:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** The choices as the portal answers them for a new account: every kind on but a new application's. */
const defaults = {
  received: true,
  statusChanged: true,
  moreInfoRequested: true,
  resubmitted: true,
  withdrawn: true,
  withdrawalConfirmed: true,
  newApplication: false,
  draftReminder: true,
  grantAwaitingApproval: true,
  fileRemoved: true,
};

/** The portal of these tests: a page of notices, marking read, and the email choices. */
function portal(notices: Notification[], overrides: Partial<Record<string, PortalRoute>> = {}) {
  let unread = notices.filter((notice) => !notice.readAt).length;
  let preferences = { ...defaults };
  const route: PortalRoute = (method, url, body) => {
    const key = `${method} ${url.replace(/[0-9a-f-]{36}/, ':id')}`;
    const override = overrides[key];
    if (override) return override(method, url, body);
    if (key === 'GET /api/notifications?limit=20')
      return ok({ items: notices.slice(0, 20), nextCursor: notices.length > 20 ? '101' : null });
    if (key === 'GET /api/notifications?limit=20&before=101')
      return ok({ items: notices.slice(20), nextCursor: null });
    if (key === 'POST /api/notifications/:id/read') return ok({ unread: (unread -= 1) });
    if (key === 'POST /api/notifications/read-all') return ok({ unread: (unread = 0) });
    if (key === 'GET /api/notifications/preferences') return ok({ email: preferences });
    if (key === 'PUT /api/notifications/preferences') {
      preferences = (body as { email: typeof defaults }).email;
      return ok({ email: preferences });
    }
    return 'never';
  };
  return route;
}

describe('/notifications', () => {
  it('lists the notices newest first, the new ones marked, each with Open to its application', async () => {
    const notices = [aNotification(), aNotification({ readAt: '2026-09-16T12:00:00.000Z' })];
    renderMemberPage(NotificationsPage, { path: '/notifications', route: portal(notices) });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notifications');
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain(`New ${notices[0].message}`);
    expect(rows[0].textContent).toContain('2026-09-15');
    expect(rows[1].textContent).not.toContain('New');
    const open = within(rows[0]).getByRole('link', {
      name: `Open ${notices[0].grantTitle}, ${notices[0].reference}`,
    });
    expect(open.getAttribute('href')).toBe(notices[0].link);
    expect(within(rows[1]).queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it('marks one read: the bell goes down at once and the keyboard stays on the notice', async () => {
    const notices = [aNotification(), aNotification()];
    const { calls } = renderMemberPage(NotificationsPage, {
      path: '/notifications',
      route: portal(notices),
    });
    act(() => unreadNotifications.set(2));
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const first = within(list).getAllByRole('listitem')[0];
    await act(async () =>
      fireEvent.click(within(first).getByRole('button', { name: /^Mark as read/ })),
    );
    expect(unreadNotifications.get()).toBe(1);
    expect(first.textContent).not.toContain('New');
    expect(within(first).queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    expect(document.activeElement?.textContent).toContain('Open');
    expect(calls()).toContain(`POST /api/notifications/${notices[0].id}/read`);
  });

  it('Open marks the notice read and goes to the application', async () => {
    const [notice] = [aNotification()];
    const { calls, location } = renderMemberPage(NotificationsPage, {
      path: '/notifications',
      route: portal([notice]),
    });
    const list = await screen.findByRole('list', { name: 'Inbox' });
    await act(async () => fireEvent.click(within(list).getByRole('link', { name: /^Open/ })));
    expect(location()).toBe(notice.link);
    expect(calls()).toContain(`POST /api/notifications/${notice.id}/read`);
    expect(unreadNotifications.get()).toBe(0);
  });

  it('Mark all as read: every notice read, the bell at zero, and a message', async () => {
    const notices = [aNotification(), aNotification(), aNotification()];
    renderMemberPage(NotificationsPage, { path: '/notifications', route: portal(notices) });
    await screen.findByRole('list', { name: 'Inbox' });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })),
    );
    expect(await screen.findByText('All notifications are marked as read.')).toBeTruthy();
    expect(unreadNotifications.get()).toBe(0);
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows older notices on request', async () => {
    const notices = Array.from({ length: 25 }, () =>
      aNotification({ readAt: '2026-09-16T12:00:00.000Z' }),
    );
    renderMemberPage(NotificationsPage, { path: '/notifications', route: portal(notices) });
    const list = await screen.findByRole('list', { name: 'Inbox' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Show older notifications' })),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  });

  it('says when there are none, and when they cannot be loaded (with Retry)', async () => {
    let attempts = 0;
    renderMemberPage(NotificationsPage, {
      path: '/notifications',
      route: portal([], {
        'GET /api/notifications?limit=20': () =>
          ++attempts === 1 ? failure(500) : ok({ items: [], nextCursor: null }),
      }),
    });
    const alert = (await screen.findByText('Error fetching notifications')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });

  it("a member's email choices: their six kinds, saved with the others kept as they were", async () => {
    let saved: unknown;
    renderMemberPage(NotificationsPage, {
      path: '/notifications',
      route: portal([], {
        'PUT /api/notifications/preferences': (_method, _url, body) => {
          saved = body;
          return ok(body);
        },
      }),
    });
    const group = await screen.findByRole('group', { name: 'Email me when' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map(
          (box) =>
            box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent,
        ),
    ).toEqual([
      'My application is received',
      "My application's status changes",
      'More information is requested',
      'I withdraw an application',
      'A grant I have a draft for is about to close',
      'The education office removes a file from my application',
    ]);
    const statusBox = within(group).getByRole('checkbox', {
      name: "My application's status changes",
    });
    expect((statusBox as HTMLInputElement).checked).toBe(true);
    fireEvent.click(statusBox);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Save email choices' })),
    );
    expect(saved).toEqual({ email: { ...defaults, statusChanged: false } });
    expect(await screen.findByText('Your email choices are saved.')).toBeTruthy();
    expect((statusBox as HTMLInputElement).checked).toBe(false);
  });

  it('a reviewer also chooses the emails told to reviewers', async () => {
    const reviewer = testUser({
      firstName: 'Rita',
      lastName: 'Reviewer',
      userType: 'staff',
      education: true,
    });
    renderMemberPage(NotificationsPage, {
      path: '/notifications',
      route: portal([]),
      user: reviewer,
      session: signedInTestSession(reviewer),
    });
    const group = await screen.findByRole('group', { name: 'Email me when' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    // The four told to reviewers (a grant waiting for approval among them) with the member's six.
    // An email at each new application: off until the reviewer turns it on.
    const newApplication = within(group).getByRole<HTMLInputElement>('checkbox', {
      name: 'A new application arrives (reviewers; off unless you turn it on)',
    });
    expect(newApplication.checked).toBe(false);
  });

  it('says when the choices could not be saved', async () => {
    renderMemberPage(NotificationsPage, {
      path: '/notifications',
      route: portal([], { 'PUT /api/notifications/preferences': () => failure(503) }),
    });
    await screen.findByRole('group', { name: 'Email me when' });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Save email choices' })),
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Your email choices could not be saved. Please try again.');
  });
});

/** A notice of each kind, its facts as the notifications service keeps them, its `message` the server's. */
function noticeOfKind(kind: NotificationEventKind, withReference = true): Notification {
  const notice = aNotification({
    kind,
    reference: withReference ? 'EDU-2026-000042' : null,
    status: kind === 'statusChanged' ? 'rejected' : null,
    closesAt: kind === 'draftReminder' ? '2026-10-01T03:59:00.000Z' : null,
    hoursBefore: kind === 'draftReminder' ? 48 : null,
    questionLabel: kind === 'fileRemoved' ? 'Proof of enrolment' : null,
  });
  const message = noticeMessage({
    ...notice,
    questionLabels: notice.questionLabel ? [notice.questionLabel] : null,
  });
  return { ...notice, message };
}

describe("/notifications: each notice's sentence", () => {
  it.each([true, false])(
    "in English is the API's sentence word for word, for every kind (with a reference: %s)",
    async (withReference) => {
      const notices = notificationEventKinds.map((kind) => noticeOfKind(kind, withReference));
      renderMemberPage(NotificationsPage, { path: '/notifications', route: portal(notices) });

      const list = await screen.findByRole('list', { name: 'Inbox' });
      const sentences = within(list)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.notification-row-message')?.textContent?.trim());
      expect(sentences).toEqual(notices.map((notice) => `New ${notice.message}`));
    },
  );
});

describe('/notifications in French', () => {
  beforeEach(chooseFrench);
  afterEach(chooseEnglish);

  it('shows the inbox, its buttons and the email choices in French', async () => {
    const notices = [aNotification(), aNotification({ readAt: '2026-09-16T12:00:00.000Z' })];
    renderMemberPage(NotificationsPage, { path: '/notifications', route: portal(notices) });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Avis');
    const list = await screen.findByRole('list', { name: 'Boîte de réception' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Nouveau');
    expect(rows[0].textContent).toContain('2026-09-15');
    expect(within(rows[0]).getByRole('link', { name: /^Ouvrir/ })).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: /^Marquer comme lu/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'M’envoyer un courriel quand' });
    expect(within(group).getByRole('checkbox', { name: 'ma demande est reçue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer mes choix' })).toBeTruthy();
  });

  it("writes each notice's sentence in French, the status named in French", async () => {
    const notices = [
      noticeOfKind('statusChanged'),
      noticeOfKind('received'),
      noticeOfKind('draftReminder'),
      noticeOfKind('fileRemoved'),
    ];
    renderMemberPage(NotificationsPage, { path: '/notifications', route: portal(notices) });

    const list = await screen.findByRole('list', { name: 'Boîte de réception' });
    // French keeps a colon with its word, and a number with its unit, by no-break spaces.
    const sentences = within(list)
      .getAllByRole('listitem')
      .map((row) =>
        row
          .querySelector('.notification-row-message')
          ?.textContent?.trim()
          .replace(/[\u00a0\u202f]/g, ' '),
      );
    expect(sentences).toEqual([
      'Nouveau Votre demande pour Post-Secondary Bursary (EDU-2026-000042) est maintenant : Non accordée.',
      'Nouveau Nous avons reçu votre demande pour Post-Secondary Bursary. Votre numéro de référence est EDU-2026-000042.',
      'Nouveau Votre brouillon de demande pour Post-Secondary Bursary n’est pas encore soumis : la bourse d’études ferme dans 48 heures (2026-09-30 23 h 59, heure de Toronto).',
      'Nouveau Le bureau de l’éducation a retiré un document de votre demande pour Post-Secondary Bursary (EDU-2026-000042) : le document de la question « Proof of enrolment ».',
    ]);
  });

  it('says there are no notices yet in French', async () => {
    renderMemberPage(NotificationsPage, { path: '/notifications', route: portal([]) });
    expect(await screen.findByText('Vous n’avez encore aucun avis.')).toBeTruthy();
  });
});
