import { jest } from '@jest/globals';
import { createMessageFormatter } from '@portal/messages';
import frenchShell from '@portal/messages/catalogues/fr-CA/shell.json' with { type: 'json' };
import { act, screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { unreadNotifications } from '@portal/web-kit';
import { fakeFetch, restoreFetch } from '@portal/web-kit/testing';
import { click, renderPortal } from '../test/render-portal.js';
import { member, signedInSession } from '../test/sessions.js';
import { bellLabel, unreadPollIntervalMs } from './notification-bell.js';

const emptyPages = () => Promise.resolve<RemotePages>({});

describe("the header's notifications bell", () => {
  let unread = 3;
  let asked = 0;

  beforeEach(() => {
    unread = 3;
    asked = 0;
    fakeFetch((url) => {
      if (url === '/api/notifications/unread-count') {
        asked += 1;
        return { status: 200, body: { unread } };
      }
      return 'never';
    });
  });
  afterEach(() => {
    restoreFetch();
    act(() => unreadNotifications.set(undefined));
    jest.useRealTimers();
  });

  /** Lets the count's request answer, inside act (the bell updates when it does). */
  const settle = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const bell = () =>
    within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });

  it('is not there signed out', async () => {
    await renderPortal('/', emptyPages);
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /Notifications/ }),
    ).toBeNull();
    expect(asked).toBe(0);
  });

  it('signed in: a link to /notifications named with the unread count, asked after the page shows', async () => {
    await renderPortal('/', emptyPages, { session: signedInSession(member) });
    expect(bell().getAttribute('href')).toBe('/notifications');
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(bell().textContent).toBe('3');
  });

  it('goes down at once when the inbox reads one, and asks again on every change of page', async () => {
    await renderPortal('/', emptyPages, { session: signedInSession(member) });
    await settle();
    act(() => unreadNotifications.set(2));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');

    unread = 5;
    const before = asked;
    await click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Dashboard',
      }),
    );
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 5 unread');
    expect(asked).toBe(before + 1);
  });

  it('asks again every minute while the page is in view', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    await renderPortal('/', emptyPages, { session: signedInSession(member) });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const before = asked;
    unread = 0;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(unreadPollIntervalMs);
    });
    expect(asked).toBe(before + 1);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, none unread');
    expect(bell().textContent).toBe('');
  });

  it('keeps the last count when the portal cannot be asked', async () => {
    await renderPortal('/', emptyPages, { session: signedInSession(member) });
    await settle();
    fakeFetch(() => ({ status: 503, body: { statusCode: 503, message: 'down' } }));
    await click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Dashboard',
      }),
    );
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
  });

  it('says how many are unread, or none, or only "Notifications" before it knows', () => {
    const english = createMessageFormatter([]);
    expect([undefined, 0, 1, 120].map((unread) => bellLabel(unread, english))).toEqual([
      'Notifications',
      'Notifications, none unread',
      'Notifications, 1 unread',
      'Notifications, 120 unread',
    ]);
  });

  it('says it in French when French is chosen', () => {
    const french = createMessageFormatter([{ locale: 'fr-CA', catalogue: frenchShell }]);
    expect([undefined, 0, 1, 120].map((unread) => bellLabel(unread, french))).toEqual([
      'Avis',
      'Avis, aucun non lu',
      'Avis, 1 non lu',
      'Avis, 120 non lus',
    ]);
  });
});
