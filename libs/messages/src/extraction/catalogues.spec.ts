import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translationProblem } from '../checks/translation-check.js';
import { compileCatalogue } from './compile-catalogue.js';
import { catalogueFileText, extractPart } from './extract-part.js';
import { messageParts, type MessagePart } from './message-parts.js';
import { pseudoCatalogue, pseudoLocale } from './pseudo-language.js';

const repositoryRoot = join(import.meta.dirname, '../../../..');
const catalogueFile = (locale: string, part: MessagePart) =>
  join(import.meta.dirname, '../../catalogues', locale, `${part}.json`);
const parts = Object.keys(messageParts) as MessagePart[];

describe.each(parts)("the %s part's catalogues", (part) => {
  const english = JSON.parse(readFileSync(catalogueFile('en', part), 'utf8')) as Record<
    string,
    { defaultMessage: string }
  >;
  const frenchText = readFileSync(catalogueFile('fr-CA', part), 'utf8');
  const french = JSON.parse(frenchText) as Record<string, string>;

  it("holds every message of the part's code, as written (npm run extract -w @portal/messages)", () => {
    expect(catalogueFileText(extractPart(repositoryRoot, part))).toBe(
      readFileSync(catalogueFile('en', part), 'utf8'),
    );
  });

  it('has the pseudo-language made from the English as it is', () => {
    expect(readFileSync(catalogueFile(pseudoLocale, part), 'utf8')).toBe(
      catalogueFileText(pseudoCatalogue(english)),
    );
  });

  it('has every message in French, with the English placeholders, and nothing else', () => {
    const untranslated = Object.keys(english).filter((id) => !(id in french));
    const unknown = Object.keys(french).filter((id) => !(id in english));
    const problems = Object.entries(french)
      .filter(([id]) => id in english)
      .map(([id, text]) => [id, translationProblem(english[id].defaultMessage, text)])
      .filter(([, problem]) => problem !== undefined);
    expect({ untranslated, unknown, problems }).toEqual({
      untranslated: [],
      unknown: [],
      problems: [],
    });
  });

  it('compiles for the browser', () => {
    expect(Object.keys(compileCatalogue(frenchText, `fr-CA/${part}.json`))).toEqual(
      Object.keys(french),
    );
  });
});
