import path from 'node:path';
import type { LoginResponse } from '@portal/contract';
import { grantEndpoints, type Grant } from '@portal/contract/grants';
import { notificationEndpoints } from '@portal/contract/notifications';
import { readMailFolder } from '@portal/embedded-infra';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { callAs } from '../support/api-call.js';
import {
  getApplicationThroughApi,
  publishOpenGrantThroughApi,
  submitApplicationThroughApi,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
  widerThanPage,
} from '../support/grant-screenshots.js';
import { getGrantThroughApi } from '../support/grants-api.js';
import { eventually } from '../support/portal-parts.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/**
 * Grants that cannot vanish and a builder that loses nothing, in Chromium against the built
 * portal: a half-built grant survives a click on a header link (with a warning) and a reload; a
 * published grant with applications is archived, never deleted, and comes back on restore; and
 * with the office's second approval on, the one who submitted a grant cannot publish it, while
 * another reviewer, told that it waits, does.
 */
describe('the life of a grant', () => {
  const suite = browserSuite();
  let greta: LoginResponse;
  let pat: LoginResponse;

  beforeAll(async () => {
    greta = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Greta',
      lastName: 'Builder',
      email: 'greta.builder@e2e.example',
      password: 'greta staff password',
    });
    pat = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Pat',
      lastName: 'Approver',
      email: 'pat.approver@e2e.example',
      password: 'pat staff password',
    });
  });

  /** Pictures at 1280 and 390 px, and nothing scrolling sideways on the phone. */
  async function lookAt(page: Page, name: string) {
    await saveScreenshots(page, name);
    await page.setViewportSize(phoneViewport);
    expect({ scrolls: await scrollsSideways(page), wider: await widerThanPage(page) }).toEqual({
      scrolls: false,
      wider: [],
    });
    await page.setViewportSize(desktopViewport);
  }

  const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const leaveQuestion = (page: Page) =>
    page.getByRole('alertdialog', { name: 'Leave without saving?' });

  it('keeps a half-built grant through a click on a header link, with a warning, and through a reload', async () => {
    const page = await suite.windowFor(greta);
    await page.goto(`${suite.portal.url}/create-grant`);
    await page.getByRole('heading', { level: 1, name: 'Create New Grant' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Half-built Language Award');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Section label').nth(1).fill('Your language work');

    // The shell's own header: the remote's page holds the navigation back.
    await header(page).getByRole('link', { name: 'Staff Dashboard' }).click();
    await leaveQuestion(page).waitFor();
    expect(await leaveQuestion(page).textContent()).toContain(
      'Your changes to this grant are not saved.',
    );
    await lookAt(page, 'grant-form-leave-question');
    await leaveQuestion(page).getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/create-grant');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Half-built Language Award',
    );

    // A reload asks the browser's own question, and the work is put back, saying so.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByText(/Your unsaved work on this grant was restored/).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Half-built Language Award',
    );
    expect(await page.getByLabel('Section label').nth(1).inputValue()).toBe('Your language work');
    await lookAt(page, 'grant-form-restored');

    // Leaving for good keeps it too: it is there when the form opens again.
    await header(page).getByRole('link', { name: 'Staff Dashboard' }).click();
    await leaveQuestion(page).getByRole('button', { name: 'Leave this page' }).click();
    await page.waitForURL(`${suite.portal.url}/staff-dashboard`);
    await page.goto(`${suite.portal.url}/create-grant`);
    await page.getByText(/Your unsaved work on this grant was restored/).waitFor();
    await page.getByRole('button', { name: 'Discard unsaved work' }).click();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    // Nothing unsaved now: the header link goes without a question.
    await header(page).getByRole('link', { name: 'Staff Dashboard' }).click();
    await page.waitForURL(`${suite.portal.url}/staff-dashboard`);
  });

  it('archives a published grant with applications instead of deleting it, and restores it', async () => {
    const grant = await publishOpenGrantThroughApi(suite.portal.url, greta, 'Elders Bursary');
    const member = await registerThroughApi(suite.portal.url, {
      firstName: 'Mona',
      lastName: 'Member',
      email: 'mona.member@e2e.example',
      cardNumber: 'RS-E2E-2701',
      password: 'mona member password',
    });
    const application = await submitApplicationThroughApi(suite.portal.url, member, grant._id, {
      '0-0': 'Language teaching with the elders.',
    });
    // The count arrives through the applications service's outbox.
    await eventually('the application counted', async () =>
      (await getGrantThroughApi(suite.portal.url, greta, grant._id)).applicationCount === 1
        ? true
        : undefined,
    );

    // The portal refuses the deletion, whatever screen asks.
    const refused = await fetch(`${suite.portal.url}/api/grants/${grant._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${greta.token}` },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'grant.has_applications' });

    const page = await suite.windowFor(greta);
    await page.goto(`${suite.portal.url}/grants`);
    const row = page.getByRole('row', { name: /Elders Bursary/ });
    await row.waitFor();
    expect(await row.getByRole('button', { name: 'Delete Elders Bursary' }).count()).toBe(0);
    await lookAt(page, 'grant-list-archive');
    await row.getByRole('button', { name: 'Archive Elders Bursary' }).click();
    const question = page.getByRole('alertdialog', { name: 'Archive Elders Bursary' });
    expect(await question.textContent()).toContain('It is kept with its applications');
    await question.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Archived "Elders Bursary".', { exact: false }).waitFor();
    await row.waitFor({ state: 'detached' });

    // Kept, with its application; members no longer see it.
    const archived = await getGrantThroughApi(suite.portal.url, greta, grant._id);
    expect(archived).toMatchObject({ status: 'closed', applicationCount: 1 });
    expect(archived.archivedAt).not.toBeNull();
    expect((await getApplicationThroughApi(suite.portal.url, greta, application._id)).grantId).toBe(
      grant._id,
    );
    const available = await fetch(`${suite.portal.url}/api/available-grants`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(((await available.json()) as Grant[]).map((found) => found._id)).not.toContain(
      grant._id,
    );

    await page.getByRole('checkbox', { name: 'Show archived grants' }).check();
    await row.waitFor();
    expect(await row.getByText('Archived', { exact: true }).count()).toBe(1);
    await lookAt(page, 'grant-list-archived-shown');
    await row.getByRole('button', { name: 'Restore Elders Bursary' }).click();
    await page.getByText('Restored "Elders Bursary".').waitFor();
    await row.getByRole('button', { name: 'Archive Elders Bursary' }).waitFor();
    expect((await getGrantThroughApi(suite.portal.url, greta, grant._id)).archivedAt).toBeNull();
  });

  it('with the second approval on, the submitter cannot publish; another reviewer, told, does', async () => {
    // The admin turns the office's setting on, on the admin dashboard.
    const admin = await suite.windowFor(suite.admin);
    await admin.goto(`${suite.portal.url}/admin-dashboard`);
    const settings = admin.getByRole('region', { name: 'Office Settings' });
    await settings.getByRole('checkbox', { name: 'A second person publishes each grant' }).check();
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.getByText('The office settings are saved.').waitFor();
    await lookAt(admin, 'office-settings-second-approval');

    // Greta builds and submits a grant; the button to publish answers her with the rule.
    const page = await suite.windowFor(greta);
    await page.goto(`${suite.portal.url}/create-grant`);
    await page.getByLabel('Title', { exact: true }).fill('Knowledge Keepers Award');
    await page.getByLabel('Open Date').fill('2026-09-01T09:00');
    await page.getByLabel('Close Date').fill('2027-06-01T17:00');
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await page.getByRole('heading', { level: 1, name: 'Knowledge Keepers Award' }).waitFor();
    const grantId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('alert')
      .getByText('Another staff member must publish this grant: you submitted it for approval.')
      .waitFor();
    await lookAt(page, 'grant-detail-second-approver');
    // Nor may she create one already published.
    const created = await fetch(`${suite.portal.url}/api/grants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${greta.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...(await getGrantThroughApi(suite.portal.url, greta, grantId)),
        status: 'published',
      }),
    });
    expect(created.status).toBe(409);
    expect(await created.json()).toMatchObject({ code: 'grant.second_approver_required' });

    // Pat is told, in the portal and by email, and publishes it from the grant's page.
    const notice = await eventually('the notice to Pat', async () => {
      const inbox = await callAs(suite.portal.url, pat, notificationEndpoints.list, {
        query: { limit: '20' },
      });
      return inbox.items.find((item) => item.kind === 'grantAwaitingApproval');
    });
    expect(notice).toMatchObject({ grantId, link: `/grants/${grantId}` });
    const gretaInbox = await callAs(suite.portal.url, greta, notificationEndpoints.list, {
      query: { limit: '20' },
    });
    expect(gretaInbox.items.filter((item) => item.kind === 'grantAwaitingApproval')).toEqual([]);
    const email = await eventually('the email to Pat', async () => {
      const emails = await readMailFolder(path.join(suite.portal.dataDir, 'mail'));
      const raw = emails.find(
        (found) =>
          found.to.includes('pat.approver@e2e.example') && found.raw.includes('waits for your'),
      );
      return raw ? simpleParser(raw.raw) : undefined;
    });
    expect(email.subject).toBe('A grant waits for your approval: Knowledge Keepers Award');

    const approver = await suite.windowFor(pat);
    await approver.goto(`${suite.portal.url}/notifications`);
    await approver
      .locator('.notification-row-message')
      .getByText(/The grant Knowledge Keepers Award was submitted for approval/)
      .waitFor();
    await lookAt(approver, 'notice-grant-awaiting-approval');
    await approver.getByRole('link', { name: /Knowledge Keepers Award$/ }).click();
    await approver.waitForURL(`${suite.portal.url}/grants/${grantId}`);
    await approver.getByRole('button', { name: 'Publish' }).click();
    await approver.getByText('The grant is published: members can apply.').waitFor();
    const published = await callAs(suite.portal.url, pat, grantEndpoints.get, {
      params: { id: grantId },
    });
    expect(published).toMatchObject({ status: 'published', submittedBy: greta.user._id });
  });
});
