import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite.js';
import { phoneViewport, saveScreenshots, scrollsSideways } from '../support/grant-screenshots.js';
import { passwordLinkEmailedTo, passwordLinksEmailedTo } from '../support/password-links.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';

const forgotAnswer =
  'If an account has this email address, a link to choose a new password is on its way to it. The link works for 30 minutes. Look in your spam folder too.';
const tooCommon = 'This password is too common. Choose one that others would not guess.';

/**
 * Getting back in, as an office's first week needs it: a member who forgot their password
 * resets it from the email; an admin sends a member a reset link without ever seeing the
 * password; new staff are invited and set their own; a password everyone uses is refused with a
 * sentence, live, as it is typed.
 */
describe('getting back in, in the browser', () => {
  const suite = browserSuite();

  async function askForLink(page: Page, email: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('main').getByRole('button', { name: /link/ }).click();
    await page.getByText(forgotAnswer).waitFor();
  }

  it('a member who forgot their password gets a link by email and chooses a new one; other sessions end', async () => {
    const email = 'rose.forgot@e2e.example';
    await registerThroughApi(suite.portal.url, {
      firstName: 'Rose',
      lastName: 'Forgot',
      email,
      cardNumber: 'RS-E2E-ROSE-1',
      password: 'rose remembered once',
    });
    // A session on another computer, begun before the reset.
    const elsewhere = await signInThroughApi(suite.portal.url, email, 'rose remembered once');

    const page = await suite.windowFor(undefined);
    await page.goto(`${suite.portal.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${suite.portal.url}/forgot-password`);
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await saveScreenshots(page, 'forgot-password');
    await askForLink(page, email);
    await saveScreenshots(page, 'forgot-password-sent');

    // The same sentence for an address with no account; and no email goes there.
    const stranger = await suite.windowFor(undefined);
    await stranger.goto(`${suite.portal.url}/forgot-password`);
    await askForLink(stranger, 'nobody.here@e2e.example');

    const emailed = await passwordLinkEmailedTo(suite.portal, email, 'reset-password');
    expect(emailed.subject).toBe('Choose a new password');
    expect(await passwordLinksEmailedTo(suite.portal, 'nobody.here@e2e.example')).toBe(0);

    await page.goto(emailed.link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    const field = page.getByLabel('New password');
    await field.fill('password');
    await page.getByText('4 more characters needed.').waitFor();
    await field.fill('password1234');
    await page.getByText(tooCommon).waitFor();
    await saveScreenshots(page, 'reset-password-too-common');
    await field.fill('rose river stones 2026');
    await page.getByText('This password will do.').waitFor();
    await page.setViewportSize(phoneViewport);
    expect(await scrollsSideways(page)).toBe(false);
    await saveScreenshots(page, 'reset-password');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.getByText('Your new password is saved, and you are signed in.').waitFor();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Rose' }).waitFor();

    // The session begun before the reset is over; the new password signs in, the old does not.
    const before = await fetch(`${suite.portal.url}/api/users/me`, {
      headers: { authorization: `Bearer ${elsewhere.token}` },
    });
    expect(before.status).toBe(401);
    await expect(
      signInThroughApi(suite.portal.url, email, 'rose remembered once'),
    ).rejects.toThrow();
    await expect(
      signInThroughApi(suite.portal.url, email, 'rose river stones 2026'),
    ).resolves.toBeDefined();

    // The link works once.
    const again = await suite.windowFor(undefined);
    await again.goto(emailed.link);
    await again.getByLabel('New password').fill('another river stone 7');
    await again.getByRole('button', { name: 'Save my new password' }).click();
    await again
      .getByText(
        'This link has expired or has already been used. Ask for a new one with “Forgot your password?” on the login page.',
      )
      .waitFor();
  });

  it('an admin sends a member a reset link from /edit-users, and never sees the password', async () => {
    const email = 'sam.reset@e2e.example';
    await registerThroughApi(suite.portal.url, {
      firstName: 'Sam',
      lastName: 'Reset',
      email,
      cardNumber: 'RS-E2E-SAM-1',
      password: 'sam forgot this one',
    });
    const page = await suite.windowFor(suite.admin);
    await page.goto(`${suite.portal.url}/edit-users`);
    await page.getByRole('button', { name: 'Send reset link to Sam Reset' }).click();
    const question = page.getByRole('alertdialog', { name: 'Reset link for Sam Reset' });
    await question.getByText('You will not see or choose the password', { exact: false }).waitFor();
    await saveScreenshots(page, 'edit-users-reset-confirm');
    await question.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText(
        `A link to choose a new password went to ${email}. Sam Reset can use it for 30 minutes.`,
      )
      .waitFor();

    const emailed = await passwordLinkEmailedTo(suite.portal, email, 'reset-password');
    const member = await suite.windowFor(undefined);
    await member.goto(emailed.link);
    await member.getByLabel('New password').fill('sam chose this himself');
    await member.getByRole('button', { name: 'Save my new password' }).click();
    await member.waitForURL(`${suite.portal.url}/user-dashboard`);
  });

  it('an admin invites a staff member, who has no card number and sets their own password', async () => {
    const email = 'gail.invited@e2e.example';
    const page = await suite.windowFor(suite.admin);
    await page.goto(`${suite.portal.url}/edit-users`);
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('First Name').fill('Gail');
    await dialog.getByLabel('Last Name').fill('Invited');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('User Type').selectOption('staff');
    await dialog.getByLabel('Education').check();
    await saveScreenshots(page, 'edit-users-invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByText(
        `The invitation went to ${email}. Gail Invited sets their own password from it; the account cannot sign in until then.`,
      )
      .waitFor();
    const row = page.getByRole('row', { name: /Gail Invited/ });
    await row.getByText('Invited: no password set yet').waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('None');
    await saveScreenshots(page, 'edit-users-invited');

    const emailed = await passwordLinkEmailedTo(suite.portal, email, 'accept-invitation');
    expect(emailed.subject).toBe('You are invited to the Education Grants Portal');
    const staff = await suite.windowFor(undefined);
    await staff.goto(emailed.link);
    await staff.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await staff.getByLabel('New password').fill('gail sets her own password');
    await staff.getByText('This password will do.').waitFor();
    await saveScreenshots(staff, 'accept-invitation');
    await staff.getByRole('button', { name: 'Set my password' }).click();
    await staff.waitForURL(`${suite.portal.url}/staff-dashboard`);
    await expect(
      signInThroughApi(suite.portal.url, email, 'gail sets her own password'),
    ).resolves.toMatchObject({ user: { userType: 'staff', cardNumber: null, education: true } });
  });

  it('registration refuses a password everyone uses, with a sentence, as it is typed and when sent', async () => {
    const page = await suite.windowFor(undefined);
    await page.goto(`${suite.portal.url}/register`);
    await page.getByLabel('First Name').fill('Pat');
    await page.getByLabel('Last Name').fill('Common');
    await page.getByLabel('Email (Username)').fill('pat.common@e2e.example');
    await page.getByLabel('RSMIN Card Number').fill('RS-E2E-PAT-1');
    await page.getByLabel('Password').fill('password1234');
    await page.getByRole('status').filter({ hasText: tooCommon }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: tooCommon }).first().waitFor();
    await saveScreenshots(page, 'register-too-common');
    expect(page.url()).toBe(`${suite.portal.url}/register`);
  });
});
