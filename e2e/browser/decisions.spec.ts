import path from 'node:path';
import type { LoginResponse } from '@portal/contract';
import type { Application } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { readMailFolder } from '@portal/embedded-infra';
import { simpleParser } from 'mailparser';
import {
  publishOpenGrantThroughApi,
  submitApplicationThroughApi,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
} from '../support/grant-screenshots.js';
import { eventually } from '../support/portal-parts.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

interface ReadEmail {
  subject: string;
  text: string;
}

/**
 * Decisions with words, in Chromium against the built portal: a reviewer's Not Awarded, Award
 * and Request More Info each ask in a dialog for a message to the applicant and an internal note;
 * the member reads the message on their application and in their email (the reference in its
 * subject, what happens next), never the note; a member's withdrawal is confirmed by email; and a
 * reviewer who asked for it gets an email at each new application. The emails are read from the
 * folder `npm start`'s own SMTP receiver writes.
 */
describe('decisions with words, and the emails that carry them', () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Dora',
      lastName: 'Decider',
      email: 'dora.decider@e2e.example',
      password: 'dora staff password',
    });
    grant = await publishOpenGrantThroughApi(suite.portal.url, staff, 'Words Bursary');
  });

  const member = (name: string, card: string) =>
    registerThroughApi(suite.portal.url, {
      firstName: name,
      lastName: 'Member',
      email: `${name.toLowerCase()}.member@e2e.example`,
      cardNumber: card,
      password: `${name.toLowerCase()} member password`,
    });
  const apply = (session: LoginResponse, answer: string): Promise<Application> =>
    submitApplicationThroughApi(suite.portal.url, session, grant._id, { '0-0': answer });

  /** The email to `address` whose subject is `subject`, once it has arrived. */
  const emailTo = (address: string, subject: string): Promise<ReadEmail> =>
    eventually(`the email "${subject}" to ${address}`, async () => {
      const folder = path.join(suite.portal.dataDir, 'mail');
      for (const email of await readMailFolder(folder)) {
        if (!email.to.includes(address)) continue;
        const parsed = await simpleParser(email.raw);
        if (parsed.subject === subject) return { subject, text: parsed.text ?? '' };
      }
      return undefined;
    });

  it('says Not Awarded only with a message, which the member reads in the portal and the email, never the internal note', async () => {
    const rose = await member('Rose', 'RS-WORDS-1');
    const application = await apply(rose, 'A diploma in social work');

    const page = await suite.windowFor(staff, desktopViewport);
    await page.goto(`${suite.portal.url}/admin/applications/${application._id}`);
    await page
      .getByRole('group', { name: 'Set the status' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Mark this application Not Awarded?' });
    await dialog.getByRole('button', { name: 'Not Awarded' }).click();
    await dialog
      .getByText('Please write a message to the applicant: it goes with this decision.')
      .waitFor();
    await dialog
      .getByLabel('Message to the applicant', { exact: true })
      .fill('The fund is spent for this year. Please apply again in September.');
    await dialog
      .getByLabel('Internal note (optional)')
      .fill('Budget line 4 exhausted; checked with the director.');
    await saveScreenshots(page, 'decision-not-awarded-dialog');
    await dialog.getByRole('button', { name: 'Not Awarded' }).click();
    await page.getByText('Application status updated to Not Awarded').waitFor();
    await page
      .getByRole('region', { name: 'Status history' })
      .getByText('The fund is spent for this year. Please apply again in September.')
      .waitFor();
    await page
      .getByRole('region', { name: 'Internal notes' })
      .getByText('Budget line 4 exhausted; checked with the director.')
      .waitFor();
    await saveScreenshots(page, 'decision-review-notes');
    await page.setViewportSize(phoneViewport);
    expect(await scrollsSideways(page)).toBe(false);

    // The member reads the message on their application, and nothing of the note.
    const mine = await suite.windowFor(rose, phoneViewport);
    await mine.goto(`${suite.portal.url}/applications/${application._id}`);
    await mine.getByText('The education office changed the status to Not Awarded').waitFor();
    await mine
      .getByText('The fund is spent for this year. Please apply again in September.')
      .waitFor();
    expect(await mine.locator('main').textContent()).not.toContain('Budget line');
    expect(await scrollsSideways(mine)).toBe(false);
    await saveScreenshots(mine, 'decision-read-by-member');

    const email = await emailTo(
      rose.user.email,
      `Your application ${application.reference} is now: Not Awarded`,
    );
    expect(email.text).toContain(
      'A message from the education office:\n\n> The fund is spent for this year. Please apply again in September.',
    );
    expect(email.text).toContain('If you have a question about the decision');
    expect(email.text).toContain(`${suite.portal.url}/applications/${application._id}`);
    expect(email.text).not.toContain('Budget line');
  });

  it('awards with a message and says what the office does next', async () => {
    const ada = await member('Ada', 'RS-WORDS-2');
    const application = await apply(ada, 'Early childhood education');

    const page = await suite.windowFor(staff, desktopViewport);
    await page.goto(`${suite.portal.url}/admin/applications/${application._id}`);
    await page
      .getByRole('group', { name: 'Set the status' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Award this application?' });
    await dialog
      .getByLabel('Message to the applicant (optional)')
      .fill('Congratulations! We will call you this week.');
    await dialog.getByRole('button', { name: 'Award' }).click();
    await page.getByText('Application status updated to Awarded').waitFor();

    const email = await emailTo(
      ada.user.email,
      `Your application ${application.reference} is now: Awarded`,
    );
    expect(email.text).toContain('> Congratulations! We will call you this week.');
    expect(email.text).toContain(
      'What happens next: the education office will contact you about the next steps',
    );
  });

  it('asks for more information in a dialog; the email says what is asked and how to answer', async () => {
    const ira = await member('Ira', 'RS-WORDS-3');
    const application = await apply(ira, 'Carpentry');

    const page = await suite.windowFor(staff, desktopViewport);
    await page.goto(`${suite.portal.url}/admin/applications/${application._id}`);
    await page
      .getByRole('group', { name: 'Set the status' })
      .getByRole('button', { name: 'Request More Info' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ask the applicant for more information' });
    await dialog
      .getByLabel('What should the applicant send?')
      .fill('Please name the college and the program.');
    await dialog.getByLabel('About You: What will you study?').check();
    await dialog.getByLabel('Internal note (optional)').fill('Two colleges offer carpentry.');
    await saveScreenshots(page, 'decision-more-info-dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Application status updated to Requires More Information').waitFor();

    const email = await emailTo(
      ira.user.email,
      `More information is needed for your application ${application.reference}`,
    );
    expect(email.text).toContain(
      'What the education office asks:\n\n> Please name the college and the program.',
    );
    expect(email.text).toContain('The answers you may change: What will you study?.');
    expect(email.text).toContain('How to answer: open your application in the portal');
    expect(email.text).toContain(`${suite.portal.url}/applications/${application._id}`);
    expect(email.text).not.toContain('Two colleges');
  });

  it('confirms a withdrawal to the member, and tells a reviewer who asked of each new application', async () => {
    // The reviewer turns the email of new applications on (off by default).
    const reviewerPage = await suite.windowFor(staff, desktopViewport);
    await reviewerPage.goto(`${suite.portal.url}/notifications`);
    const choices = reviewerPage.getByRole('group', { name: 'Email me when' });
    const newApplications = choices.getByLabel(
      'A new application arrives (reviewers; off unless you turn it on)',
    );
    expect(await newApplications.isChecked()).toBe(false);
    await newApplications.check();
    await reviewerPage.getByRole('button', { name: 'Save email choices' }).click();
    await reviewerPage.getByText('Your email choices are saved.').waitFor();

    const wes = await member('Wes', 'RS-WORDS-4');
    const application = await apply(wes, 'Forestry technician');
    const told = await emailTo(
      staff.user.email,
      `New application: ${application.reference} (${grant.title})`,
    );
    expect(told.text).toContain(`${suite.portal.url}/admin/applications/${application._id}`);

    const page = await suite.windowFor(wes, phoneViewport);
    await page.goto(`${suite.portal.url}/applications/${application._id}`);
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    await page
      .getByRole('alertdialog', { name: 'Withdraw your application?' })
      .getByRole('button', { name: 'Withdraw application' })
      .click();
    await page.getByText('Your application was withdrawn.').waitFor();
    const confirmation = await emailTo(
      wes.user.email,
      `You withdrew your application ${application.reference}`,
    );
    expect(confirmation.text).toContain(
      `You withdrew your application to ${grant.title} (${application.reference}).`,
    );
  });
});
