import path from 'node:path';
import type { LoginResponse } from '@portal/contract';
import type { Grant } from '@portal/contract/grants';
import { readMailFolder } from '@portal/embedded-infra';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import {
  publishOpenGrantThroughApi,
  submitApplicationThroughApi,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { isAccountEmail } from '../support/emailed-links.js';
import { phoneViewport, saveGrantScreenshot } from '../support/grant-screenshots.js';
import { eventually } from '../support/portal-parts.js';
import { registerThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

/** French keeps a colon or a guillemet with its word by a no-break space. */
const readable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * The portal in the member's language, as a new user meets it with `npm start`: a member who
 * chooses French on /login registers, applies and reads her receipt (on the page and by email)
 * in French; an admin types a few messages of a syllabics pack and publishes it without a
 * restart, and a member who chooses it sees them, French where the pack has no words yet, in
 * the pack's own font; her receipt email comes in the pack's words.
 */
describe("the portal in the member's language", () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, educationOfficer);
    grant = await publishOpenGrantThroughApi(suite.portal.url, staff, 'Bourse des métiers');
  });

  /** The notice emails (not the account's own) sent to `address`, once `count` have come. */
  const noticeEmailsTo = (address: string, count = 1): Promise<ParsedMail[]> =>
    eventually(`${count} notice email(s) to ${address}`, async () => {
      const folder = path.join(suite.portal.dataDir, 'mail');
      const emails = await Promise.all(
        (await readMailFolder(folder))
          .filter((email) => email.to.includes(address))
          .map((email) => simpleParser(email.raw)),
      );
      const notices = emails.filter(
        (email) => !isAccountEmail({ messageId: email.messageId ?? '' }),
      );
      return notices.length >= count ? notices : undefined;
    });

  const languageChooser = (page: Page, name: string) =>
    page.getByRole('banner').getByRole('combobox', { name, exact: true });

  it('a member chooses French on /login, registers, applies, and reads her receipt in French', async () => {
    const page = await suite.windowFor(undefined, phoneViewport);
    await page.goto(`${suite.portal.url}/login`);
    await languageChooser(page, 'Language').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Connexion');

    await page.getByRole('main').getByRole('link', { name: 'Inscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inscription' }).waitFor();
    await page.getByLabel('Prénom').fill('Élodie');
    await page.getByLabel('Nom de famille').fill('Bérubé');
    await page.getByLabel('Courriel (nom d’utilisateur)').fill('elodie.berube@e2e.example');
    await page.getByLabel('Numéro de carte de membre RSMIN').fill('RS-E2E-FR-1');
    await page.getByLabel('Mot de passe', { exact: true }).fill('élodie mot de passe 2026');
    await page.getByRole('main').getByRole('button', { name: 'Inscription' }).click();
    await page.waitForURL(/\/user-dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Élodie' }).waitFor();

    await page.goto(`${suite.portal.url}/apply-grant/${grant._id}`);
    await page.getByLabel(/What will you study\?/).fill('Charpenterie, au collège, dès janvier.');
    await page.getByRole('button', { name: 'Aperçu de la demande' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vérifiez votre demande' }).waitFor();
    await page.getByRole('button', { name: 'Soumettre la demande' }).click();
    const submitted = page.getByText(/Votre demande pour «\s?Bourse des métiers\s?» a été soumise/);
    await submitted.waitFor();
    const reference = /EDU-\d{4}-\d{6}/.exec((await submitted.textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    await saveGrantScreenshot(page, 'languages-receipt-fr', phoneViewport.width);

    const [email] = await noticeEmailsTo('elodie.berube@e2e.example');
    expect(email.headers.get('content-language')).toBe('fr-CA');
    expect(readable(email.subject ?? '')).toBe(`Demande reçue : ${reference}`);
    expect(email.text).toContain(
      `Nous avons reçu votre demande pour Bourse des métiers. Votre numéro de référence est ${reference}.`,
    );
    expect(email.text).not.toContain('\uFFFD');
  });

  it('an admin publishes a few messages of a syllabics pack; a member sees them, French for the rest, and gets her email in the pack', async () => {
    const admin = await suite.windowFor(suite.admin);
    await admin.goto(`${suite.portal.url}/admin/languages`);
    await admin.getByLabel('Code').fill('crk');
    await admin.getByLabel('Name in the language itself').fill('ᓀᐦᐃᔭᐍᐏᐣ');
    await admin.getByLabel('Locale', { exact: true }).fill('crk');
    await admin.getByLabel('Writing system').selectOption('Cans');
    await admin.getByLabel('Usual second language').selectOption('fr');
    await admin.getByRole('button', { name: 'Create pack' }).click();
    await admin.getByText('The language pack ᓀᐦᐃᔭᐍᐏᐣ was created.').waitFor();

    // Stand-in words in syllabics: the welcome, the Education tile, and the receipt's subject.
    const typed = {
      'member.dashboard.welcomeName': 'ᑖᓂᓯ, {firstName}',
      'member.dashboard.education': 'ᑭᐢᑭᓄᐦᐊᒫᑐᐏᐣ',
      'emails.received.subject':
        '{withReference, select, yes {ᒪᓯᓇᐦᐃᑲᐣ ᐅᑎᓇᒪᑲᐣ: {reference}} other {ᒪᓯᓇᐦᐃᑲᐣ ᐅᑎᓇᒪᑲᐣ}}',
    };
    for (const [id, text] of Object.entries(typed)) {
      await admin.getByRole('searchbox', { name: 'Search' }).fill(id);
      // The row of that message (the search also finds ids that start with it).
      await admin.locator(`textarea[name="text-${id}"]`).fill(text);
      await admin.getByRole('button', { name: `Save ${id}`, exact: true }).click();
      await admin.getByText('Saved. It will show once published.').waitFor();
    }
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Version 1 is published.').waitFor();

    const wapun = await registerThroughApi(suite.portal.url, {
      firstName: 'Wapun',
      lastName: 'Cheechoo',
      email: 'wapun.cheechoo@e2e.example',
      cardNumber: 'RS-E2E-CRK-1',
      password: 'wapun password 2026',
    });
    const page = await suite.windowFor(wapun, phoneViewport);
    await page.goto(`${suite.portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Wapun' }).waitFor();
    // French first, then the pack: French stays as the second language, for the words not typed.
    await languageChooser(page, 'Language').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Wapun' }).waitFor();
    // The packs are asked for when the chooser is approached (focus, or the pointer over it).
    await languageChooser(page, 'Langue').focus();
    await languageChooser(page, 'Langue')
      .locator('option[value="crk"]')
      .waitFor({ state: 'attached' });
    await languageChooser(page, 'Langue').selectOption('crk');
    await page.getByRole('heading', { level: 1, name: 'ᑖᓂᓯ, Wapun' }).waitFor();

    expect(await page.evaluate(() => document.documentElement.lang)).toBe('crk');
    expect(await page.getByRole('main').textContent()).toContain('ᑭᐢᑭᓄᐦᐊᒫᑐᐏᐣ');
    // A message the pack has no words for yet: the second language's, never a key.
    expect(await page.getByRole('main').textContent()).toContain(
      'Choisissez un domaine pour commencer.',
    );
    expect(await page.getByRole('main').textContent()).not.toMatch(/member\.dashboard\./);
    // The pack's own font (subset to its characters), loaded for its syllabics: no boxes.
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (font) => font.family.includes('portal-pack-crk') && font.status === 'loaded',
      ),
    );
    await saveGrantScreenshot(page, 'languages-dashboard-crk', phoneViewport.width);

    // The account keeps the pack: her receipt email is written in it, French for the rest.
    await submitApplicationThroughApi(suite.portal.url, wapun, grant._id, {
      '0-0': 'ᑭᐢᑭᓄᐦᐊᒫᑐᐏᐣ: carpentry.',
    });
    const [email] = await noticeEmailsTo('wapun.cheechoo@e2e.example');
    expect(email.headers.get('content-language')).toBe('crk');
    expect(email.subject).toMatch(/^ᒪᓯᓇᐦᐃᑲᐣ ᐅᑎᓇᒪᑲᐣ: EDU-\d{4}-\d{6}$/);
    expect(email.text).toContain('Nous avons reçu votre demande pour Bourse des métiers.');
    expect(`${email.subject} ${email.text}`).not.toContain('\uFFFD');
  });
});
