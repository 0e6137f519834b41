import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite.js';
import { saveScreenshots } from '../support/grant-screenshots.js';
import { passwordLinkEmailedTo } from '../support/password-links.js';
import { registerThroughApi } from '../support/sessions.js';

/**
 * Decisions §5 (revised), as an office with one connection lives it: every browser here comes
 * from the same address, as the members of a band office or a library do. One member failing ten
 * times pauses only their own sign-in there, says how many attempts are left from the third
 * failure, and the link of "Forgot your password?" lets them back in at once.
 */
describe('a shared connection, in the browser', () => {
  // The account's growing delay (after 5 failures, 2 s, 4 s…) is left out of this walk, so that
  // ten failures take no waiting; identity's tests cover it (test/sign-in-abuse.spec.ts).
  const suite = browserSuite({ env: { SIGN_IN_DELAY_AFTER_FAILURES: '20' } });

  async function logIn(page: Page, email: string, password: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  }

  /** Signs in and waits for the dashboard. 'Login successful' shows for only ~300 ms before the
   * full page load (identity-sign-in.spec holds the page to see it); here the answer's status is
   * what says the sign-in was taken, so a busy machine cannot miss it. */
  async function signsIn(page: Page, email: string, password: string) {
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/login') && response.request().method() === 'POST',
    );
    await logIn(page, email, password);
    expect((await answer).status()).toBe(200);
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
  }

  it('shows the attempts left from the third failure; another member behind the same address still signs in', async () => {
    const ann = 'ann.office@e2e.example';
    const ben = 'ben.office@e2e.example';
    for (const [firstName, email, cardNumber] of [
      ['Ann', ann, 'RS-E2E-OFFICE-1'],
      ['Ben', ben, 'RS-E2E-OFFICE-2'],
    ])
      await registerThroughApi(suite.portal.url, {
        firstName,
        lastName: 'Office',
        email,
        cardNumber,
        password: `${firstName.toLowerCase()} office password`,
      });

    const page = await suite.windowFor(undefined);
    await page.goto(`${suite.portal.url}/login`);
    const failure = page.getByRole('main').getByRole('alert');
    // What each failure says: nothing more for the first two, then the attempts left, then the pause.
    const said = (attempt: number) => {
      const left = 10 - attempt;
      if (attempt < 3) return 'Invalid email or password';
      if (left === 0)
        return 'Invalid email or password. This sign-in is now paused for 15 minutes. To get in now, use “Forgot your password?”.';
      return `Invalid email or password. ${left} attempt${left === 1 ? '' : 's'} left before this sign-in is paused for 15 minutes.`;
    };
    expect(said(3)).toBe(
      'Invalid email or password. 7 attempts left before this sign-in is paused for 15 minutes.',
    );
    expect(said(9)).toBe(
      'Invalid email or password. 1 attempt left before this sign-in is paused for 15 minutes.',
    );
    for (let attempt = 1; attempt <= 10; attempt++) {
      await logIn(page, ann, `wrong guess ${attempt}`);
      // Each failure's own sentence (the one before it says another, but for the first two).
      await failure.filter({ hasText: said(attempt) }).waitFor();
      expect(await failure.textContent()).toBe(said(attempt));
      if (attempt === 3) await saveScreenshots(page, 'login-attempts-left');
    }

    // Ann's right password is paused here too, for now…
    await logIn(page, ann, 'ann office password');
    await failure.filter({ hasText: /^Too many failed sign-in attempts\./ }).waitFor();
    await saveScreenshots(page, 'login-paused');

    // …but Ben, at the next computer of the same office, signs in.
    const benPage = await suite.windowFor(undefined);
    await benPage.goto(`${suite.portal.url}/login`);
    await signsIn(benPage, ben, 'ben office password');

    // And Ann gets back in at once with "Forgot your password?".
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login form has an Email field too: wait for the new page before typing.
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(ann);
    await page.getByRole('main').getByRole('button', { name: 'Send me a link' }).click();
    await page
      .getByText('a link to choose a new password is on its way', { exact: false })
      .waitFor();
    const emailed = await passwordLinkEmailedTo(suite.portal, ann, 'reset-password');
    await page.goto(emailed.link);
    await page.getByLabel('New password').fill('ann chose a new one today');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);

    const again = await suite.windowFor(undefined);
    await again.goto(`${suite.portal.url}/login`);
    await signsIn(again, ann, 'ann chose a new one today');
  });
});
