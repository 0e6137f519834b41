import { IntlMessageFormat } from 'intl-messageformat';
import { placeholdersOf } from '../checks/translation-check.js';
import { pseudoText } from './pseudo-language.js';

describe('the pseudo-language', () => {
  it('accents every letter, keeps placeholders and plurals working, and runs 40% longer', () => {
    const english = 'You have {count, plural, one {# file} other {# files}} for {name}.';
    const pseudo = pseudoText(english);
    expect(placeholdersOf(pseudo)).toEqual(placeholdersOf(english));
    const shown = String(new IntlMessageFormat(pseudo, 'en').format({ count: 2, name: 'Ann' }));
    expect(shown).toMatch(/^⟦Ýöû ĥàṽé 2 ƒîļéš ƒöŕ Ann\.[· ]+⟧$/);
    expect(shown).not.toMatch(/[a-z]{3}/); // no plain English word left, only the value "Ann"
    expect(shown.length).toBeGreaterThanOrEqual(
      Math.ceil('You have 2 files for Ann.'.length * 1.3),
    );
  });

  it('keeps tags and apostrophes as ICU text', () => {
    const pseudo = pseudoText("Read <b>the member's guide</b>");
    expect(
      String(new IntlMessageFormat(pseudo, 'en').format({ b: (s) => `[${String(s)}]` })),
    ).toMatch(/^⟦Ŕéàð \[ţĥé ɱéɱƀéŕ'š ĝûîðé\][· ]+⟧$/);
  });

  it('pads in short words, so that a long message wraps on a narrow screen', () => {
    const pseudo = pseudoText('x'.repeat(100));
    const padding = pseudo.slice(pseudo.indexOf('ẋ'.repeat(100)) + 100, -1);
    expect(padding.replace(/ /g, '')).toHaveLength(40);
    expect(Math.max(...padding.split(' ').map((word) => word.length))).toBeLessThanOrEqual(6);
  });
});
