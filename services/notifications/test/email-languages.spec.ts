import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountEmail } from '@portal/contract';
import { waitFor } from '@portal/testing';
import {
  NotificationsUnderTest,
  notificationEvent,
  portalUrl,
  type ReceivedEmail,
} from './notifications-under-test.js';

const replacementCharacter = '\uFFFD';
/** The space French writes before a colon (no-break). */
const nbsp = '\u00A0';

/**
 * Every email in its recipient's language, read back from the real SMTP receiver's files:
 * French for a member who chose French, with `Content-Language: fr-CA`, every accented letter
 * arriving whole; English, word for word as before, for everyone else.
 */
describe("emails in the recipient's language", () => {
  const notifications = new NotificationsUnderTest();

  beforeAll(() => notifications.start());
  afterAll(() => notifications.destroy());

  const emailTo = async (address: string): Promise<ReceivedEmail> => {
    let found: ReceivedEmail | undefined;
    await waitFor(
      async () =>
        (found = (await notifications.emails()).find((email) => email.to === address)) !==
        undefined,
      `an email to ${address}`,
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    return found!;
  };

  /** The header as the receiver's file has it (headers end at the first blank line). */
  const header = (email: ReceivedEmail, name: string) => {
    const head = email.raw.split(/\r?\n\r?\n/)[0];
    return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
  };

  const expectWhole = (email: ReceivedEmail) => {
    for (const part of [email.subject, email.text, email.html])
      expect(part).not.toContain(replacementCharacter);
  };

  it("writes a French member's receipt in French, marked fr-CA", async () => {
    const member = notifications.identity.speaks(
      notifications.identity.signIn({ firstName: 'Élodie', lastName: 'Bérubé' }),
      'fr',
    );
    const event = notificationEvent(member, {
      kind: 'received',
      grantTitle: 'Bourse des métiers',
      reference: 'EDU-2026-004242',
      status: undefined,
    });
    await notifications.deliver([event]);
    const email = await emailTo(member.profile.email);

    expect(header(email, 'Content-Language')).toBe('fr-CA');
    expect(email.subject).toBe(`Demande reçue${nbsp}: EDU-2026-004242`);
    expect(email.text).toBe(
      [
        'Bonjour Élodie Bérubé,',
        '',
        'Nous avons reçu votre demande pour Bourse des métiers. Votre numéro de référence est EDU-2026-004242.',
        '',
        'Le bureau de l’éducation examine chaque demande. Vous recevrez un courriel lorsque son statut changera.',
        '',
        `Ouvrez-la dans le portail${nbsp}: ${portalUrl}/applications/${event.applicationId}`,
        '',
        '--',
        'Portail des bourses d’études',
        `Vous recevez ce courriel en raison de votre compte sur le portail. Choisissez les courriels que vous recevez${nbsp}: ${portalUrl}/notifications`,
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="fr">');
    expect(email.html).toContain('>Ouvrir dans le portail</a>');
    expectWhole(email);
  });

  it("writes an English member's receipt word for word as before, marked en-CA", async () => {
    const member = notifications.identity.signIn({ firstName: 'Mary', lastName: 'Jacobs' });
    const event = notificationEvent(member, {
      kind: 'received',
      grantTitle: 'Trades Bursary',
      reference: 'EDU-2026-004243',
      status: undefined,
    });
    await notifications.deliver([event]);
    const email = await emailTo(member.profile.email);

    expect(header(email, 'Content-Language')).toBe('en-CA');
    expect(email.subject).toBe('Application received: EDU-2026-004243');
    expect(email.text).toBe(
      [
        'Hello Mary Jacobs,',
        '',
        'We received your application to Trades Bursary. Your reference is EDU-2026-004243.',
        '',
        'The education office reviews every application. You will get an email when its status changes.',
        '',
        `Open it in the portal: ${portalUrl}/applications/${event.applicationId}`,
        '',
        '--',
        'Education Grants Portal',
        `You get this email because of your account on the portal. Choose which emails you get: ${portalUrl}/notifications`,
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="en">');
  });

  describe('in a language pack the office keeps (Cree in syllabics)', () => {
    // Stand-in words in syllabics: what the office typed for two messages; the rest untranslated.
    const greeting = 'ᑖᓂᓯ {name},';
    const subject =
      '{withReference, select, yes {ᒪᓯᓇᐦᐃᑲᐣ ᐅᑎᓇᒪᑲᐣ: {reference}} other {ᒪᓯᓇᐦᐃᑲᐣ ᐅᑎᓇᒪᑲᐣ}}';
    beforeAll(() =>
      notifications.identity.publishes({
        code: 'crk',
        name: 'ᓀᐦᐃᔭᐍᐏᐣ',
        locale: 'crk-CA',
        fallback: 'fr',
        emails: { 'emails.common.greeting': greeting, 'emails.received.subject': subject },
      }),
    );

    it("writes the pack's words where it has them, the pack's fallback (French) for the rest, marked crk-CA", async () => {
      const member = notifications.identity.speaks(
        notifications.identity.signIn({ firstName: 'Wapun', lastName: 'Cheechoo' }),
        'crk',
      );
      const event = notificationEvent(member, {
        kind: 'received',
        grantTitle: 'Bourse des métiers',
        reference: 'EDU-2026-004244',
        status: undefined,
      });
      await notifications.deliver([event]);
      const email = await emailTo(member.profile.email);

      expect(header(email, 'Content-Language')).toBe('crk-CA');
      expect(email.subject).toBe('ᒪᓯᓇᐦᐃᑲᐣ ᐅᑎᓇᒪᑲᐣ: EDU-2026-004244');
      expect(email.text.split('\n').slice(0, 3)).toEqual([
        'ᑖᓂᓯ Wapun Cheechoo,',
        '',
        'Nous avons reçu votre demande pour Bourse des métiers. Votre numéro de référence est EDU-2026-004244.',
      ]);
      expect(email.html).toContain('<html lang="crk">');
      expect(email.html).toContain('ᑖᓂᓯ Wapun Cheechoo,');
      expectWhole(email);
    });

    it("reads a pack's catalogue once per publication, not once per email", async () => {
      const before = notifications.identity.catalogueCalls;
      const members = ['Ahanu', 'Sakihitowin'].map((firstName) =>
        notifications.identity.speaks(
          notifications.identity.signIn({ firstName, lastName: 'Kakekayash' }),
          'crk',
        ),
      );
      await notifications.deliver(
        members.map((member, index) =>
          notificationEvent(member, {
            kind: 'received',
            grantTitle: 'Trades Bursary',
            reference: `EDU-2026-00425${index}`,
            status: undefined,
          }),
        ),
      );
      for (const member of members) {
        expect((await emailTo(member.profile.email)).subject).toContain('ᒪᓯᓇᐦᐃᑲᐣ');
      }
      expect(notifications.identity.catalogueCalls - before).toBeLessThanOrEqual(1);
    });

    it('writes in English for a language no pack is published for', async () => {
      const member = notifications.identity.speaks(
        notifications.identity.signIn({ firstName: 'Nina', lastName: 'Moose' }),
        'oj',
      );
      await notifications.deliver([
        notificationEvent(member, {
          kind: 'received',
          grantTitle: 'Trades Bursary',
          reference: 'EDU-2026-004260',
          status: undefined,
        }),
      ]);
      const email = await emailTo(member.profile.email);
      expect(header(email, 'Content-Language')).toBe('en-CA');
      expect(email.subject).toBe('Application received: EDU-2026-004260');
    });
  });

  describe('a link to choose a new password', () => {
    const post = (email: AccountEmail) =>
      notifications.call('POST', '/internal/notifications/account-emails', {
        asService: true,
        body: { emails: [email] },
      });
    const resetEmail = (language?: string) => ({
      id: randomUUID(),
      purpose: 'reset-password' as const,
      to: {
        name: 'Élodie Bérubé',
        address: `elodie.${randomBytes(3).toString('hex')}@example.org`,
      },
      token: randomBytes(32).toString('base64url'),
      expiresAt: '2026-11-28T17:30:00.000Z',
      ...(language ? { language } : {}),
    });

    it('is written in French for a French account, its expiry the French way, marked fr-CA', async () => {
      const sent = resetEmail('fr') as AccountEmail;
      expect(await post(sent)).toMatchObject({ status: 200, body: { sent: 1 } });
      const email = await emailTo(sent.to.address);
      const link = `${portalUrl}/reset-password#token=${sent.token}`;

      expect(header(email, 'Content-Language')).toBe('fr-CA');
      expect(email.subject).toBe('Choisissez un nouveau mot de passe');
      expect(email.text).toContain('Bonjour Élodie Bérubé,');
      expect(email.text).toContain(`Choisir un nouveau mot de passe${nbsp}: ${link}`);
      // Toronto time, written as French Canada writes it.
      expect(email.text).toMatch(
        /Le lien fonctionne une seule fois, jusqu’au 28 novembre 2026 à 12 h 30 \(heure de Toronto\)\./,
      );
      expect(email.text).toContain('Mot de passe oublié');
      expect(email.html).toContain(`<a href="${link}">Choisir un nouveau mot de passe</a>`);
      expectWhole(email);
    });

    it('stays word for word as before in English, also from an identity that names no language', async () => {
      const sent = resetEmail() as AccountEmail;
      await post(sent);
      const email = await emailTo(sent.to.address);
      const link = `${portalUrl}/reset-password#token=${sent.token}`;

      expect(header(email, 'Content-Language')).toBe('en-CA');
      expect(email.subject).toBe('Choose a new password');
      // The time as Intl writes it in en-CA (its space before p.m. differs between ICU versions).
      const expiry =
        /^The link works once, until November 28, 2026 at 12:30\sp\.m\. \(Toronto time\)\.$/;
      const lines = email.text.split('\n');
      expect(lines[6]).toMatch(expiry);
      lines[6] = 'EXPIRY';
      expect(lines.join('\n')).toBe(
        [
          'Hello Élodie Bérubé,',
          '',
          'Someone asked to choose a new password for your account on the Education Grants Portal, with “Forgot your password?” or through the education office. Open the link to choose it: you will be signed in, and every other place your account was signed in will be signed out. It also lifts any pause on signing in after wrong passwords.',
          '',
          `Choose a new password: ${link}`,
          '',
          'EXPIRY',
          'If you did not ask for this, you can ignore this email: your password stays as it is, and nobody can use this link without reading your email.',
          '',
          '--',
          'Education Grants Portal',
        ].join('\n'),
      );
    });

    it('refuses a malformed language as the rest of a malformed email (400, never 500)', async () => {
      const answer = await post({ ...resetEmail(), language: 'français!' });
      expect(answer.status).toBe(400);
    });
  });
});
