import { placeholdersOf, translationProblem } from './translation-check.js';

describe('a translation checked against its English message', () => {
  const english =
    'Awarded {amount, number, ::currency/CAD} on {date}. {count, plural, one {# file} other {# files}}';

  it('lists the placeholders of plurals, numbers and tags once each', () => {
    expect(placeholdersOf(english)).toEqual(['amount', 'count', 'date']);
    expect(placeholdersOf('Read <link>the guide</link> for {name}')).toEqual(['link', 'name']);
  });

  it('takes a translation with the same placeholders, in any order and script', () => {
    expect(
      translationProblem(
        english,
        '{count, plural, one {# fichier} other {# fichiers}} — le {date} : {amount, number, ::currency/CAD}',
      ),
    ).toBeUndefined();
    expect(translationProblem('Hello {name}', 'ᑕᓂᓯ {name}')).toBeUndefined();
  });

  it('refuses a broken placeholder, unbalanced braces, an unknown placeholder, an empty or overlong text', () => {
    expect(translationProblem('Hello {name}', 'Bonjour {nom}')).toBe(
      'The translation leaves out {name}.',
    );
    expect(translationProblem('Hello {name}', 'Bonjour {name')).toMatch(/not sound message syntax/);
    expect(translationProblem('Hello', 'Bonjour {name}')).toBe(
      'The translation uses {name}, which the English message does not have.',
    );
    expect(translationProblem('Hello', '  ')).toBe('The translation is empty.');
    expect(translationProblem('Hello', 'a'.repeat(4001))).toBe(
      'The translation is longer than 4000 characters.',
    );
    expect(translationProblem('Hello', 'a'.repeat(4000))).toBeUndefined();
  });
});
