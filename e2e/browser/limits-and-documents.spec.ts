import type { LoginResponse } from '@portal/contract';
import type { Grant, GrantInput } from '@portal/contract/grants';
import { myApplicationsThroughApi, torontoDateFromToday } from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { filesOfApplicationThroughApi } from '../support/files-api.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
} from '../support/grant-screenshots.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

const planLabel = 'Your plan (required)';
const letterLabel = 'A letter of support (required)';

function limitsGrant(title: string): GrantInput {
  const question = (label: string, type: 'textarea' | 'file', weight: number) => ({
    label,
    type,
    required: true,
    weight,
    options: [],
    defaultSelected: [],
  });
  return {
    title,
    type: 'scholarship',
    description: 'Tuition for members returning to school.',
    openDate: torontoDateFromToday(-5),
    closeDate: torontoDateFromToday(20),
    sections: [
      {
        label: 'About your studies',
        description: '',
        weight: 100,
        questions: [
          question('Your plan', 'textarea', 50),
          question('A letter of support', 'file', 50),
        ],
      },
    ],
  };
}

/** A small PDF the files service takes by its first bytes. */
const letter = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * What a member is told before a limit bites, and how documents open, in Chromium against the
 * built portal with MAX_UPLOAD_MB of 1: a written answer counts to its limit and is never cut;
 * the file hint says the size limit and a larger file is refused when chosen; a saved draft's
 * panel says its files are saved; a PDF opens in a new tab (inline, nosniff).
 */
describe('limits said before they bite, and documents opened in the browser', () => {
  const suite = browserSuite({ env: { MAX_UPLOAD_MB: '1' } });
  let member: LoginResponse;
  let staff: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Lim',
      lastName: 'Its',
      email: 'lim.its@e2e.example',
      password: 'lim staff password',
    });
    grant = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, limitsGrant('Return to School Fund')),
    );
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Lena',
      lastName: 'Limits',
      email: 'lena.limits@e2e.example',
      cardNumber: 'RS-LIMITS-1',
      password: 'lena member password',
    });
  });

  it('counts a written answer to its limit, says the size limit, refuses a larger file when chosen, and says the files are saved', async () => {
    const page = await suite.windowFor(member, phoneViewport);
    await page.goto(`${suite.portal.url}/apply-grant/${grant._id}`);

    const plan = page.getByLabel(planLabel);
    await page.getByText('Up to 10,000 characters.').waitFor();
    await plan.fill('Nursing');
    await page.getByText('7 of 10,000 characters', { exact: true }).waitFor();
    // Pasted past the limit: all of it stays, and the question says so at once.
    await plan.fill('a'.repeat(10_050));
    expect((await plan.inputValue()).length).toBe(10_050);
    await page.getByText('10,050 of 10,000 characters: 50 too many').waitFor();
    await page.getByText('Please keep this answer to 10000 characters or fewer.').waitFor();
    await plan.fill('Nursing at the college, starting in January.');

    await page
      .getByText(/JPG or PNG, up to 1 MB\./)
      .first()
      .waitFor();
    await page.getByLabel(letterLabel).setInputFiles({
      name: 'scanned letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([letter, Buffer.alloc(1_500_000)]),
    });
    await page.getByText('This file is 1.4 MB. The largest file accepted is 1 MB.').waitFor();
    expect(await page.getByText('Chosen:').count()).toBe(0);
    await saveScreenshots(page, 'limits-file-too-large');
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByLabel(letterLabel).setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: letter,
    });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Your draft and its files are saved.').waitFor({ timeout: 30_000 });
    await page.getByText(/^Draft saved \d{4}-\d{2}-\d{2}, .+ You can finish it/).waitFor();
    expect(await page.getByText(/[ap]\.m\.\.\s/).count()).toBe(0);
    await saveScreenshots(page, 'limits-files-saved');
  });

  it('opens a PDF of the application in a new tab, inline and never sniffed', async () => {
    const page = await suite.windowFor(member, desktopViewport);
    await page.goto(`${suite.portal.url}/apply-grant/${grant._id}/preview`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`, { timeout: 30_000 });
    const [application] = await myApplicationsThroughApi(suite.portal.url, member);
    if (!application) throw new Error('the application was not saved');

    await page.goto(`${suite.portal.url}/applications/${application._id}`);
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Open letter.pdf in a new tab' }).click(),
    ]);
    await tab.waitForURL(/^blob:/);
    await saveScreenshots(page, 'documents-open-buttons');

    const stored = await filesOfApplicationThroughApi(suite.portal.url, member, application._id);
    const pdf = Object.values(stored)[0];
    if (!pdf) throw new Error('the letter was not stored');
    const answer = await fetch(`${suite.portal.url}/api/files/${pdf._id}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    const headers = {
      status: answer.status,
      disposition: answer.headers.get('content-disposition'),
      nosniff: answer.headers.get('x-content-type-options'),
    };
    expect(headers).toMatchObject({ status: 200, nosniff: 'nosniff' });
    expect(headers.disposition).toMatch(/^inline; /);
  });
});
