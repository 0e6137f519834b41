// `npm run extract -w @portal/messages`: writes each part's English catalogue from the code's
// messages (catalogues/en/<part>.json), and the pseudo-language's from it (catalogues/en-XA, for
// the screens' tests). The catalogues' test fails when one is out of date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFileText, extractPart } from './extract-part.js';
import { messageParts, type MessagePart } from './message-parts.js';
import { pseudoCatalogue, pseudoLocale } from './pseudo-language.js';

const repositoryRoot = join(import.meta.dirname, '../../../..');
const cataloguesFolder = join(import.meta.dirname, '../../catalogues');
for (const part of Object.keys(messageParts) as MessagePart[]) {
  const catalogue = extractPart(repositoryRoot, part);
  writeFileSync(join(cataloguesFolder, 'en', `${part}.json`), catalogueFileText(catalogue));
  writeFileSync(
    join(cataloguesFolder, pseudoLocale, `${part}.json`),
    catalogueFileText(pseudoCatalogue(catalogue)),
  );
  console.log(`${part}: ${Object.keys(catalogue).length} messages`);
}
