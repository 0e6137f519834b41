import path from 'node:path';
import { notificationAdminEndpoints, type LoginResponse } from '@portal/contract';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/accessibility.js';
import { callAs } from '../support/api-call.js';
import { browserSuite } from '../support/browser-suite.js';
import { isAccountEmail } from '../support/emailed-links.js';
import { phoneViewport, scrollsSideways } from '../support/grant-screenshots.js';
import { readMailFolder } from '@portal/embedded-infra';
import {
  deliverAtLeastOnce,
  statusChanges,
  testServiceSecret,
} from '../support/notification-events.js';
import { eventually } from '../support/portal-parts.js';
import { registerThroughApi } from '../support/sessions.js';

/**
 * A member's notices in the portal. The bell in the header counts the unread ones (its
 * name says how many), goes up when a notice arrives and down when one is read; /notifications
 * lists them with links to the applications and the email choices; /admin/notifications lists
 * the emails. Notices are posted as the applications service's outbox posts them, and their
 * emails are read from the folder `npm start`'s own SMTP receiver writes (DATA_DIR/mail).
 */
describe('notifications in the browser', () => {
  const suite = browserSuite({ env: { SERVICE_SECRET: testServiceSecret } });
  let member: LoginResponse;

  const notificationsUrl = async () => (await suite.portal.addresses()).services.notifications;
  const bell = (page: Page) =>
    page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  const bellSays = async (page: Page, name: string) =>
    page.getByRole('banner').getByRole('link', { name, exact: true }).waitFor();

  beforeAll(async () => {
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Nora',
      lastName: 'Notice',
      email: 'nora.notice@e2e.example',
      cardNumber: 'RS-NOTICE-4455',
      password: 'nora member password',
    });
  });

  it('the bell counts up when a notice arrives and down when one is read', async () => {
    await deliverAtLeastOnce(notificationsUrl, statusChanges(member.user._id, 2));
    const page = await suite.windowFor(member);
    await page.goto(`${suite.portal.url}/user-dashboard`);
    await bellSays(page, 'Notifications, 2 unread');

    // A new notice: the bell shows it on the next page the member opens.
    await deliverAtLeastOnce(notificationsUrl, statusChanges(member.user._id, 1));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await bellSays(page, 'Notifications, 3 unread');

    await bell(page).click();
    await page.waitForURL(`${suite.portal.url}/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const inbox = page.getByRole('list', { name: 'Inbox' });
    await inbox.waitFor();
    expect(await inbox.getByRole('listitem').count()).toBe(3);

    await inbox
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Mark as read/ })
      .click();
    await bellSays(page, 'Notifications, 2 unread');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await bellSays(page, 'Notifications, none unread');
    await page.getByText('All notifications are marked as read.').waitFor();

    // Open leads to the application the notice is about.
    const firstLink = inbox.getByRole('listitem').first().getByRole('link', { name: /^Open/ });
    const href = await firstLink.getAttribute('href');
    expect(href).toMatch(/^\/applications\/[0-9a-f-]{36}$/);
  });

  it('turns an email off: the notice still comes to the inbox, its email does not', async () => {
    const page = await suite.windowFor(member);
    await page.goto(`${suite.portal.url}/notifications`);
    const choice = page
      .getByRole('group', { name: 'Email me when' })
      .getByRole('checkbox', { name: "My application's status changes" });
    await choice.uncheck();
    await page.getByRole('button', { name: 'Save email choices' }).click();
    await page.getByText('Your email choices are saved.').waitFor();

    const mailFolder = path.join(suite.portal.dataDir, 'mail');
    // npm start said where the emails go.
    expect(suite.portal.log).toContain(
      `emails: no SMTP_URL, so an SMTP receiver on smtp://127.0.0.1:`,
    );
    expect(suite.portal.log).toContain(
      `writes each to ${mailFolder}${path.sep}<sha256 of its Message-ID>.eml`,
    );
    const toMember = async () =>
      (await readMailFolder(mailFolder)).filter(
        (email) => !isAccountEmail(email) && email.to.includes(member.user.email),
      );
    const before = await eventually('the first three emails', async () => {
      const written = await toMember();
      return written.length === 3 ? written : undefined;
    });
    for (const email of before) expect(email.raw).not.toContain('RS-NOTICE-4455');
    await deliverAtLeastOnce(notificationsUrl, statusChanges(member.user._id, 1));
    await page.reload();
    await bellSays(page, 'Notifications, 1 unread');
    // The sender decides the new notice's email (none pending for the member any more), and it is
    // not among the sent: it was skipped, and no fourth email was written.
    const deliveries = async (state: 'pending' | 'sent') =>
      (
        await callAs(suite.portal.url, suite.admin, notificationAdminEndpoints.list, {
          query: { state, limit: '50' },
        })
      ).items.filter((delivery) => delivery.recipientId === member.user._id);
    await eventually('the email of the new notice decided', async () =>
      (await deliveries('pending')).length === 0 ? true : undefined,
    );
    expect(await deliveries('sent')).toHaveLength(3);
    expect(await toMember()).toHaveLength(3);
  });

  it('reads well on a 320 px phone and has no serious accessibility problem', async () => {
    for (const width of [320, phoneViewport.width]) {
      const page = await suite.windowFor(member, { width, height: 800 }, { bypassCSP: true });
      await page.goto(`${suite.portal.url}/notifications`);
      await page.getByRole('list', { name: 'Inbox' }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
  });

  it("an admin sees every notice's email, sent or not", async () => {
    const page = await suite.windowFor(suite.admin, undefined, { bypassCSP: true });
    await page.goto(`${suite.portal.url}/admin/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notification Emails' }).waitFor();
    await page.getByText('No email has failed.').waitFor();
    await page
      .getByRole('group', { name: 'Show emails' })
      .getByRole('button', { name: /^Sent/ })
      .click();
    const table = page.getByRole('table', { name: 'Sent emails' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + 3);
    expect(await table.textContent()).toContain('Nora Notice');
    expect(await table.textContent()).not.toContain(member.user.email);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
