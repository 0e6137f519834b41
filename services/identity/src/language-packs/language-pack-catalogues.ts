import { parse } from '@formatjs/icu-messageformat-parser';
import {
  languagePackParts,
  type LanguagePackCatalogue,
  type LanguagePackPart,
} from '@portal/contract';

/**
 * A pack's texts compiled for the pages, one catalogue per part: each text parsed to its ICU
 * syntax trees here, at publish time, so the browser needs no parser. Only a part's own ids
 * (`member.…`) go in its catalogue, so a member never downloads the staff screens' words. The
 * texts have passed the checks already (a text that does not parse never reaches this).
 */
export function compileCatalogues(
  texts: Readonly<Record<string, string>>,
): Record<LanguagePackPart, LanguagePackCatalogue> {
  const catalogues = Object.fromEntries(languagePackParts.map((part) => [part, {}])) as Record<
    LanguagePackPart,
    LanguagePackCatalogue
  >;
  for (const [id, text] of Object.entries(texts)) {
    const part = partOf(id);
    if (part) catalogues[part][id] = parse(text);
  }
  return catalogues;
}

export function partOf(id: string): LanguagePackPart | undefined {
  return languagePackParts.find((part) => id.startsWith(`${part}.`));
}
