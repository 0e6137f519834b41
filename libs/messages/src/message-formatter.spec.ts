import { parse } from '@formatjs/icu-messageformat-parser';
import { languageFromBrowser } from './languages.js';
import { createMessageFormatter } from './message-formatter.js';
import { defineMessages, type Catalogue } from './messages.js';

/** A catalogue as `formatjs compile --ast` writes it: each message's syntax tree. */
const compiled = (messages: Record<string, string>): Catalogue =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

const messages = defineMessages({
  attemptsLeft: {
    id: 'shell.login.attemptsLeft',
    defaultMessage:
      'Invalid email or password. {left, plural, one {# attempt} other {# attempts}} left before this sign-in is paused for {minutes} minutes.',
    description: 'The sign-in form, from the third failed attempt',
  },
  awarded: {
    id: 'member.application.awarded',
    defaultMessage: 'Awarded {amount, number, ::currency/CAD}',
    description: "An application's award on the member's page",
  },
  login: { id: 'shell.login.button', defaultMessage: 'Login', description: 'The sign-in button' },
});

const french = compiled({
  'shell.login.attemptsLeft':
    'Courriel ou mot de passe invalide. {left, plural, one {# tentative restante} other {# tentatives restantes}} avant une pause de {minutes} minutes.',
  'member.application.awarded': 'Bourse accordée : {amount, number, ::currency/CAD}',
  'shell.login.button': 'Se connecter',
});

describe('messages in the chosen language', () => {
  it("keeps the product's English sentences as they are", () => {
    const format = createMessageFormatter([]);
    expect(format(messages.attemptsLeft, { left: 1, minutes: 15 })).toBe(
      'Invalid email or password. 1 attempt left before this sign-in is paused for 15 minutes.',
    );
    expect(format(messages.attemptsLeft, { left: 7, minutes: 15 })).toBe(
      'Invalid email or password. 7 attempts left before this sign-in is paused for 15 minutes.',
    );
    expect(format(messages.awarded, { amount: 1234.56 })).toBe('Awarded $1,234.56');
  });

  it('writes French the Canadian way: 1 234,56 $, and 0 as singular', () => {
    const format = createMessageFormatter([{ locale: 'fr-CA', catalogue: french }]);
    // Intl writes no-break spaces (narrow or not, by ICU version), where a line never breaks.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(format(messages.awarded, { amount: 1234.56 }))).toBe(
      'Bourse accordée : 1 234,56 $',
    );
    expect(format(messages.attemptsLeft, { left: 0, minutes: 15 })).toBe(
      'Courriel ou mot de passe invalide. 0 tentative restante avant une pause de 15 minutes.',
    );
  });

  it('falls back message by message, never to a key', () => {
    // A pack of the nation's language with one message translated so far, in syllabics.
    const pack = compiled({ 'shell.login.button': 'ᐱᒋᐦᑕ' });
    const format = createMessageFormatter([
      { locale: 'cr', catalogue: pack },
      { locale: 'fr-CA', catalogue: french },
    ]);
    expect(format(messages.login)).toBe('ᐱᒋᐦᑕ');
    expect(format(messages.awarded, { amount: 50 }).replace(/\u00a0/g, ' ')).toBe(
      'Bourse accordée : 50,00 $',
    );
    // In no catalogue at all (English, or a pack's message not yet translated): the code's text.
    const missing = { id: 'nowhere', defaultMessage: 'Refresh', description: 'a button' };
    expect(format(missing)).toBe('Refresh');
  });
});

describe("the browser's languages", () => {
  it("offers the first of the browser's languages the portal speaks on a first visit", () => {
    expect(languageFromBrowser(['fr-FR', 'en-US'])).toBe('fr');
    expect(languageFromBrowser(['de-DE', 'FR'])).toBe('fr');
    expect(languageFromBrowser(['cr', 'en-CA', 'fr-CA'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });
});
