import {
  FakeIdentity,
  type FakeAnswer,
  type FakeCall,
  type TestAccount,
} from '@portal/nest-kit/testing';
import { compileCatalogue } from '@portal/messages/extraction';

/** A published pack's details and its `emails` catalogue (ICU texts, by message id). */
export interface FakePack {
  code: string;
  name: string;
  locale: string;
  fallback: 'en' | 'fr';
  emails: Record<string, string>;
}

/**
 * The fake identity, with each account's language in the contacts it answers, as identity
 * answers them: English unless the test gave the account another (`speaks`); and the language
 * packs the office published (`publishes`), read as identity's public `/api/language-packs`
 * serves them: the list, and a part's catalogue compiled.
 */
export class FakeIdentityWithLanguages extends FakeIdentity {
  private readonly languages = new Map<string, string>();
  private readonly packs = new Map<string, FakePack & { version: number }>();
  /** How many times a pack's catalogue was asked for (kept per publication, not per email). */
  catalogueCalls = 0;

  static override async start(
    jwtSecret: string,
    serviceSecret: string,
  ): Promise<FakeIdentityWithLanguages> {
    const identity = new FakeIdentityWithLanguages(jwtSecret, serviceSecret);
    await identity.listen();
    return identity;
  }

  /** The account reads the portal and its emails in `language`. */
  speaks(account: TestAccount, language: string): TestAccount {
    this.languages.set(account.principal.id, language);
    return account;
  }

  /** The office publishes `pack` (again: a new version of it). */
  publishes(pack: FakePack): void {
    const version = (this.packs.get(pack.code)?.version ?? 0) + 1;
    this.packs.set(pack.code, { ...pack, version });
  }

  protected override async answer(call: FakeCall): Promise<FakeAnswer> {
    if (call.url === '/api/language-packs') {
      return {
        status: 200,
        body: [...this.packs.values()].map(({ code, name, locale, fallback, version }) => ({
          code,
          name,
          locale,
          script: 'Cans',
          version,
          fallback,
          font: false,
        })),
      };
    }
    const catalogue = /^\/api\/language-packs\/([^/]+)\/catalogues\/emails$/.exec(call.url);
    if (catalogue) {
      const pack = this.packs.get(catalogue[1]);
      if (!pack) return { status: 404, body: { statusCode: 404, message: 'Not found' } };
      this.catalogueCalls += 1;
      return {
        status: 200,
        body: compileCatalogue(JSON.stringify(pack.emails), `${pack.code}/emails.json`),
      };
    }
    const answer = await super.answer(call);
    if (call.url !== '/internal/users/contacts' || answer.status !== 200) return answer;
    const { contacts } = answer.body as { contacts: Array<{ id: string }> };
    return {
      ...answer,
      body: {
        contacts: contacts.map((contact) => ({
          ...contact,
          language: this.languages.get(contact.id) ?? 'en',
        })),
      },
    };
  }
}
