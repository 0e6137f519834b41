import type { LoginResponse } from '@portal/contract';
import type { Grant, GrantInput } from '@portal/contract/grants';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMailFolder } from '@portal/embedded-infra';
import { simpleParser } from 'mailparser';
import { crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';
import { myApplicationsThroughApi, torontoDateFromToday } from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { allFilesThroughApi, filesOfApplicationThroughApi } from '../support/files-api.js';
import { eventually } from '../support/portal-parts.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
} from '../support/grant-screenshots.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/** A PDF of about `bytes` (the files service decides the type by the first bytes). */
function pdfOf(bytes: number): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
    randomBytes(bytes),
    Buffer.from('\ntrailer <<>>\n%%EOF\n'),
  ]);
}

/** One PNG chunk: length, type, data and its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/**
 * A well-formed PNG (signature, header, one data chunk of `bytes`, end), as a phone's photo is:
 * the files service reads its chunks to tell PNG from APNG, so the chunks must be real ones.
 */
function pngOf(bytes: number): Buffer {
  const header = Buffer.from('00000001000000010806000000', 'hex'); // 1 × 1, RGBA
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', randomBytes(bytes)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const enrolmentQuestion = 'Proof of enrolment (required)';
const photoQuestion = 'A photo of your student card (required)';

/** One text question and two file questions (keys 0-0, 0-1, 0-2). */
function documentsGrant(title: string): GrantInput {
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
    description: 'Books and supplies for members in their first year.',
    // The member applies twice, a test each.
    oneApplicationPerMember: false,
    openDate: torontoDateFromToday(-5),
    closeDate: torontoDateFromToday(20),
    sections: [
      {
        label: 'Your documents',
        description: '',
        weight: 100,
        questions: [
          question('What will you study?', 'textarea', 40),
          question('Proof of enrolment', 'file', 30),
          question('A photo of your student card', 'file', 30),
        ],
      },
    ],
  };
}

/** The slow rural link: 150 ms, 1.6 Mbit/s down, 750 kbit/s up. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  });
}

/** Presses a Download button and answers the bytes the browser saved. */
async function download(page: Page, buttonName: string): Promise<Buffer> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const file = await saved.path();
  return readFile(file);
}

/**
 * In Chromium against the built portal: a member applies with a PDF and a photo on a
 * phone over a slow link and watches them upload to the draft, checks them on the
 * preview and submits; a file the portal refuses is named on the form, and the member chooses
 * another; the member and a reviewer download what arrived, byte for byte; an admin deletes the
 * application and cleans up its files in the file manager.
 */
describe('documents of an application', () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let member: LoginResponse;
  let grant: Grant;
  const enrolment = pdfOf(400_000);
  const photo = pngOf(150_000);

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Flo',
      lastName: 'Files',
      email: 'flo.files@e2e.example',
      password: 'flo staff password',
    });
    grant = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, documentsGrant('Books Bursary')),
    );
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Dana',
      lastName: 'Docs',
      email: 'dana.docs@e2e.example',
      cardNumber: 'RS-FILES-1',
      password: 'dana member password',
    });
  });

  async function fillForm(page: Page, files: { enrolment: Buffer; enrolmentName: string }) {
    await page.goto(`${suite.portal.url}/apply-grant/${grant._id}`);
    await page.getByLabel('What will you study? (required)').fill('Early childhood education.');
    await page.getByLabel(enrolmentQuestion).setInputFiles({
      name: files.enrolmentName,
      mimeType: 'application/pdf',
      buffer: files.enrolment,
    });
    await page.getByLabel(photoQuestion).setInputFiles({
      name: 'student card.png',
      mimeType: 'image/png',
      buffer: photo,
    });
  }

  it('uploads a PDF and a photo from a phone on a slow link with progress, and the member downloads them', async () => {
    const page = await suite.windowFor(member, phoneViewport);
    await fillForm(page, { enrolment, enrolmentName: 'enrolment letter.pdf' });
    await throttle(page);
    await page.getByRole('button', { name: 'Preview Application' }).click();

    await page.getByRole('heading', { name: 'Uploading your files' }).waitFor();
    const progress = page.getByRole('progressbar', { name: 'Upload of enrolment letter.pdf' });
    // Part of the way: some bytes sent, not all (400 kB takes about 4 s at 750 kbit/s).
    const partWay = await eventually('the upload under way', async () => {
      const sent = await progress.evaluate((bar) => (bar as HTMLProgressElement).value);
      return sent > 0 ? sent : undefined;
    });
    expect(partWay).toBeLessThan(enrolment.length);
    await page.screenshot({ path: '/tmp/grant-shots/file-upload-progress-390.png' });
    expect(await scrollsSideways(page)).toBe(false);

    // Both on the portal, with the draft: the preview names them, and Submit sends none again.
    await page.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}/preview`, {
      timeout: 60_000,
    });
    // Scoped to the preview's answers: the form's upload panel may still be on screen a moment.
    const answers = page.locator('.application-view-page .answer-list');
    await answers.getByText('enrolment letter.pdf', { exact: true }).waitFor();
    await answers.getByText('student card.png', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`, { timeout: 60_000 });
    await page.getByText('Your application for "Books Bursary" was submitted.').waitFor();

    const [application] = await myApplicationsThroughApi(suite.portal.url, member);
    if (!application) throw new Error('the application was not saved');
    const stored = await filesOfApplicationThroughApi(suite.portal.url, member, application._id);
    expect(
      Object.fromEntries(
        Object.entries(stored).map(([key, file]) => [key, [file.originalname, file.size]]),
      ),
    ).toEqual({
      '0-1': ['enrolment letter.pdf', enrolment.length],
      '0-2': ['student card.png', photo.length],
    });

    await page.goto(`${suite.portal.url}/applications/${application._id}`);
    await page.getByRole('button', { name: 'Download enrolment letter.pdf' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await saveScreenshots(page, 'application-files');
    expect((await download(page, 'Download student card.png')).equals(photo)).toBe(true);
  });

  it('names on the form a file the portal refuses, keeps the other on the draft, and takes another', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const page = await suite.windowFor(member, desktopViewport);
    await fillForm(page, { enrolment: html, enrolmentName: 'transcript.pdf' });
    await page.getByRole('button', { name: 'Preview Application' }).click();

    const alert = page.locator('.problem-summary');
    await alert
      .getByText(/^Your answers are saved, but this file was not uploaded: transcript\.pdf\./)
      .waitFor({ timeout: 30_000 });
    expect(await alert.getByText('student card.png').count()).toBe(0);
    // The reason once, by the file, and what is wrong with it (not the list of allowed types).
    const refused = page.locator('.upload-item', { hasText: 'transcript.pdf' });
    await refused.getByText('Not uploaded: This file is not a real PDF.').waitFor();
    expect(await refused.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByText('This file is not a real PDF.').count()).toBe(1);
    expect(page.url()).toBe(`${suite.portal.url}/apply-grant/${grant._id}`);
    await saveScreenshots(page, 'upload-refused');

    // The photo is on the draft already; a real PDF in place of the refused one, and on.
    await page.getByLabel(enrolmentQuestion).setInputFiles({
      name: 'transcript.pdf',
      mimeType: 'application/pdf',
      buffer: enrolment,
    });
    await page.getByRole('button', { name: 'Preview Application' }).click();
    await page.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}/preview`, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`, { timeout: 30_000 });
    const [latest] = (await myApplicationsThroughApi(suite.portal.url, member)).sort((a, b) =>
      b.dateSubmitted.localeCompare(a.dateSubmitted),
    );
    if (!latest) throw new Error('the second application was not saved');
    const stored = await filesOfApplicationThroughApi(suite.portal.url, member, latest._id);
    expect(
      Object.values(stored)
        .map((file) => file.originalname)
        .sort(),
    ).toEqual(['student card.png', 'transcript.pdf']);
  });

  it('lets a reviewer open both files, and an admin delete the application and clean up its files', async () => {
    const [, first] = (await myApplicationsThroughApi(suite.portal.url, member)).sort((a, b) =>
      b.dateSubmitted.localeCompare(a.dateSubmitted),
    );
    if (!first) throw new Error('the first application is missing');
    const reviewer = await suite.windowFor(staff);
    await reviewer.goto(`${suite.portal.url}/admin/applications/${first._id}`);
    await reviewer.getByRole('heading', { level: 1, name: 'Review Application' }).waitFor();
    expect((await download(reviewer, 'Download enrolment letter.pdf')).equals(enrolment)).toBe(
      true,
    );
    expect((await download(reviewer, 'Download student card.png')).equals(photo)).toBe(true);
    await saveScreenshots(reviewer, 'review-files');

    const admin = await suite.windowFor(suite.admin);
    await admin.goto(`${suite.portal.url}/applications`);
    await admin.getByRole('table').waitFor();
    const before = await allFilesThroughApi(suite.portal.url, suite.admin);
    const theirs = before.filter((file) => file.applicationId === first._id);
    expect(theirs).toHaveLength(2);
    await deleteApplicationInList(admin, first._id);

    await admin.goto(`${suite.portal.url}/file-manager`);
    const orphanedTab = admin.getByRole('tab', { name: /^Orphaned Files/ });
    // The files learn of the deletion from the applications service's outbox, in a moment.
    await eventually('the two files orphaned', async () => {
      await admin.getByRole('button', { name: 'Refresh' }).click();
      await admin.getByRole('tab', { name: /^Orphaned Files \(\d+\)$/ }).waitFor();
      return (await orphanedTab.textContent()) === 'Orphaned Files (2)' ? true : undefined;
    });
    await orphanedTab.click();
    await admin.getByRole('rowheader', { name: /enrolment letter\.pdf/ }).waitFor();
    await saveScreenshots(admin, 'file-manager-orphaned');
    await admin.setViewportSize(phoneViewport);
    expect(await scrollsSideways(admin)).toBe(false);
    await admin.setViewportSize(desktopViewport);

    await admin.getByRole('button', { name: 'Clean Up Orphaned Files' }).click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Clean Up', exact: true })
      .click();
    await admin.getByText('Cleaned up 2 of 2 orphaned files').waitFor();
    await admin.getByRole('tab', { name: 'Orphaned Files (0)' }).waitFor();
    const after = await allFilesThroughApi(suite.portal.url, suite.admin);
    expect(after.filter((file) => file.applicationId === first._id)).toEqual([]);

    // One file of the second application, deleted on its own from All Files.
    await admin.getByRole('tab', { name: /^All Files/ }).click();
    const remaining = after[0];
    if (!remaining) throw new Error('the second application has no file');
    await admin
      .getByRole('button', { name: new RegExp(`^Delete file: ${remaining.originalname}`) })
      .click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await admin.getByText(`File ${remaining.originalname} deleted successfully`).waitFor();
    expect(await allFilesThroughApi(suite.portal.url, suite.admin)).toHaveLength(after.length - 1);

    // The member is told, in the portal and by email, which question's file the office removed.
    const second = (await myApplicationsThroughApi(suite.portal.url, member)).find(
      (application) => application._id === remaining.applicationId,
    );
    if (!second) throw new Error('the second application is missing');
    const question =
      remaining.questionKey === '0-1' ? 'Proof of enrolment' : 'A photo of your student card';
    const notice = `The education office removed a file from your application to Books Bursary (${second.reference}): the file for "${question}".`;
    const memberPage = await suite.windowFor(member, phoneViewport);
    await eventually('the notice of the removed file', async () => {
      await memberPage.goto(`${suite.portal.url}/notifications`);
      await memberPage.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      return (await memberPage.getByText(notice).count()) > 0 ? true : undefined;
    });
    await saveScreenshots(memberPage, 'file-removed-notice');
    const email = await eventually('the email of the removed file', async () => {
      const emails = await Promise.all(
        (await readMailFolder(path.join(suite.portal.dataDir, 'mail')))
          .filter((candidate) => candidate.to.includes(member.user.email))
          .map((candidate) => simpleParser(candidate.raw)),
      );
      return emails.find(
        (candidate) =>
          candidate.subject === `A file was removed from your application ${second.reference}`,
      );
    });
    expect(email.text).toContain(notice);
    // The file's name is the member's own data: the notice names the question, never the file.
    expect(email.text).not.toContain(remaining.originalname);
  });
});

/** Deletes one application from the staff list, answering its question. */
async function deleteApplicationInList(page: Page, applicationId: string): Promise<void> {
  const row = page.getByRole('row').filter({
    has: page.locator(`a[href="/admin/applications/${applicationId}"]`),
  });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByText(/deleted/i)
    .first()
    .waitFor();
}
