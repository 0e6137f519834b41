import type { LoginResponse } from '@portal/contract';
import type { Page } from 'playwright-core';
import {
  getApplicationThroughApi,
  myApplicationsThroughApi,
  publishOpenGrantThroughApi,
  submitApplicationThroughApi,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { linkEmailedTo } from '../support/emailed-links.js';
import { phoneViewport, saveScreenshots, scrollsSideways } from '../support/grant-screenshots.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

/**
 * An account is its holder's, not its email's (decisions §3): a member confirms the address by
 * the link emailed there; an admin's new address for an account becomes its own only when
 * confirmed there; the office can require a confirmed address before a first application; and a
 * stranger who registers a deleted member's address finds nothing of theirs.
 */
describe('confirming an email address, in the browser', () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let grantId: string;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, educationOfficer);
    grantId = (await publishOpenGrantThroughApi(suite.portal.url, staff, 'Trades Bursary'))._id;
  });

  const reminder = (page: Page) =>
    page.getByRole('region', { name: /^Confirm your (new )?email address$/ });

  async function registerInBrowser(page: Page, email: string) {
    await page.goto(`${suite.portal.url}/register`);
    await page.getByLabel('First Name').fill('Rita');
    await page.getByLabel('Last Name').fill('Register');
    await page.getByLabel('Email (Username)').fill(email);
    await page.getByLabel('RSMIN Card Number').fill(`RS-${Date.now()}`);
    await page.getByLabel('Password').fill('rita member password');
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
  }

  it('a new member is reminded, opens the emailed link, confirms with a press, and the reminder goes', async () => {
    const page = await suite.windowFor(undefined);
    const email = 'rita.register@e2e.example';
    await registerInBrowser(page, email);
    await reminder(page).waitFor();
    expect(await reminder(page).textContent()).toContain(
      `We sent a link to ${email}. Open it to confirm that this address is yours.`,
    );
    await page.setViewportSize(phoneViewport);
    expect(await scrollsSideways(page)).toBe(false);
    await saveScreenshots(page, 'email-confirmation-reminder');

    const emailed = await linkEmailedTo(suite.portal, email);
    expect(emailed.subject).toBe('Confirm your email address');
    await page.goto(emailed.link);
    await page.getByRole('heading', { level: 1, name: 'Confirm your email address' }).waitFor();
    await saveScreenshots(page, 'email-confirmation-page');
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByText('Your email address is confirmed.').waitFor();
    // The token leaves the address bar once used.
    expect(page.url()).toBe(`${suite.portal.url}/confirm-email`);
    await saveScreenshots(page, 'email-confirmed');

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Rita' }).waitFor();
    expect(await reminder(page).count()).toBe(0);

    // The link works once.
    await page.goto(emailed.link);
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page
      .getByText(
        'This link has expired or has already been used. Sign in and ask for a new one from your dashboard.',
      )
      .waitFor();
  });

  it('with the office setting on, an unconfirmed member is told before and when submitting; a new link lets them apply', async () => {
    const adminPage = await suite.windowFor(suite.admin);
    await adminPage.goto(`${suite.portal.url}/admin-dashboard`);
    const settings = adminPage.getByRole('region', { name: 'Office Settings' });
    await settings
      .getByRole('checkbox', {
        name: 'Members confirm their email address before their first application',
      })
      .check();
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.getByText('The office settings are saved.').waitFor();
    await saveScreenshots(adminPage, 'office-settings');

    const email = 'una.confirmed@e2e.example';
    const member = await registerThroughApi(suite.portal.url, {
      firstName: 'Una',
      lastName: 'Confirmed',
      email,
      cardNumber: 'RS-E2E-UNA-1',
      password: 'una member password',
    });
    const page = await suite.windowFor(member);
    await page.goto(`${suite.portal.url}/user-dashboard`);
    await reminder(page)
      .getByText('The education office needs this before your first application.')
      .waitFor();

    await page.goto(`${suite.portal.url}/apply-grant/${grantId}`);
    await page.getByLabel(/What will you study\?/).fill('Carpentry');
    await page.getByRole('button', { name: 'Preview Application' }).click();
    await page.waitForURL(`${suite.portal.url}/apply-grant/${grantId}/preview`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page
      .getByText(
        'Please confirm your email address before you submit your first application: use the link we emailed you, or ask for a new one on your dashboard.',
      )
      .first()
      .waitFor();
    await saveScreenshots(page, 'email-confirmation-required');
    expect(await myApplicationsThroughApi(suite.portal.url, member)).toEqual([]);

    // A new link on request, from the dashboard.
    await page.goto(`${suite.portal.url}/user-dashboard`);
    await reminder(page).getByRole('button', { name: 'Send a new link' }).click();
    await reminder(page)
      .getByText(`A new link is on its way to ${email}.`, { exact: false })
      .waitFor();
    const second = await linkEmailedTo(suite.portal, email, 1);
    await page.goto(second.link);
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByText('Your email address is confirmed.').waitFor();
    expect(
      (await submitApplicationThroughApi(suite.portal.url, member, grantId, { '0-0': 'Carpentry' }))
        ._id,
    ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an admin's new address for a member becomes the account's only once confirmed there", async () => {
    const member = await registerThroughApi(suite.portal.url, {
      firstName: 'Moe',
      lastName: 'Moved',
      email: 'moe.old@e2e.example',
      cardNumber: 'RS-E2E-MOE-1',
      password: 'moe member password',
    });
    const page = await suite.windowFor(suite.admin);
    await page.goto(`${suite.portal.url}/edit-users`);
    await page.getByRole('button', { name: 'Edit Moe Moved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Moe Moved' });
    await dialog.getByLabel('Email').fill('moe.new@e2e.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(
        "Saved the changes to Moe Moved. A link went to moe.new@e2e.example: the account's email becomes that address when the link is used there.",
      )
      .waitFor();
    const row = page.getByRole('row', { name: /Moe Moved/ });
    await row.getByText('once confirmed there').waitFor();
    expect(await row.textContent()).toContain('moe.old@e2e.example');
    await saveScreenshots(page, 'edit-users-pending-email');

    // Until then the account signs in with its old address only.
    await signInThroughApi(suite.portal.url, 'moe.old@e2e.example', 'moe member password');
    await expect(
      signInThroughApi(suite.portal.url, 'moe.new@e2e.example', 'moe member password'),
    ).rejects.toThrow(/401/);

    const emailed = await linkEmailedTo(suite.portal, 'moe.new@e2e.example');
    expect(emailed.subject).toBe('Confirm your new email address');
    const stranger = await suite.windowFor(undefined);
    await stranger.goto(emailed.link);
    await stranger.getByRole('button', { name: 'Confirm my email address' }).click();
    await stranger.getByText('moe.new@e2e.example is the address of your account.').waitFor();
    const signedIn = await signInThroughApi(
      suite.portal.url,
      'moe.new@e2e.example',
      'moe member password',
    );
    expect(signedIn.user).toMatchObject({ _id: member.user._id, emailConfirmed: true });
  });

  it("a stranger who registers a deleted member's address finds nothing of theirs", async () => {
    const address = 'cora.closed@e2e.example';
    const cora = await registerThroughApi(suite.portal.url, {
      firstName: 'Cora',
      lastName: 'Closed',
      email: address,
      cardNumber: 'RS-E2E-CORA-1',
      password: 'cora member password',
    });
    // The office setting of the test above is on: Cora confirms first.
    await confirmThroughEmail(address);
    const application = await submitApplicationThroughApi(suite.portal.url, cora, grantId, {
      '0-0': "Cora's private plans",
    });
    const deleted = await fetch(`${suite.portal.url}/api/users/${cora.user._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${suite.admin.token}` },
    });
    expect(deleted.status).toBe(204);

    const stranger = await registerThroughApi(suite.portal.url, {
      firstName: 'Sly',
      lastName: 'Stranger',
      email: address,
      cardNumber: 'RS-E2E-SLY-1',
      password: 'stranger password 1',
    });
    expect(await myApplicationsThroughApi(suite.portal.url, stranger)).toEqual([]);
    await expect(
      getApplicationThroughApi(suite.portal.url, stranger, application._id),
    ).rejects.toThrow(/403/);
    const withdraw = await fetch(
      `${suite.portal.url}/api/grant-applications/${application._id}/withdraw`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${stranger.token}`,
          'content-type': 'application/json',
        },
        body: '{}',
      },
    );
    expect(withdraw.status).toBe(403);
    const files = await fetch(`${suite.portal.url}/api/files/application/${application._id}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(files.status).toBe(403);

    const page = await suite.windowFor(stranger);
    await page.goto(`${suite.portal.url}/applications/${application._id}`);
    await page.getByText("You don't have permission to view this application.").waitFor();
    expect(await page.getByText("Cora's private plans").count()).toBe(0);
  });

  async function confirmThroughEmail(address: string) {
    const { link } = await linkEmailedTo(suite.portal, address);
    const token = new URL(link).hash.replace('#token=', '');
    const confirmed = await fetch(`${suite.portal.url}/api/users/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);
  }
});
