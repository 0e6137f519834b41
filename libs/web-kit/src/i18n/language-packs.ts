import type { LanguagePackPart, PublishedLanguagePack } from '@portal/contract/languages';
import type { Catalogue } from '@portal/messages';
import { callEndpoint } from '../api/call-endpoint.js';
import { publicLanguagePackCalls as calls } from './language-pack-calls.js';

export { loadPackFont } from './pack-font.js';

/** `GET /api/language-packs`: the packs the office has published (public). */
export async function fetchPublishedPacks(): Promise<readonly PublishedLanguagePack[]> {
  const packs = await callEndpoint(calls.published);
  return packs.filter(isPublishedPack);
}

/**
 * `GET /api/language-packs/{code}/catalogues/{part}?version=N`: one part's words in a pack,
 * compiled to ICU syntax trees at publish time. An answer that is not such a catalogue (a
 * proxy's page, a bad file) rejects, as a network failure does: the page keeps the fallback.
 */
export async function fetchPackCatalogue(
  pack: Pick<PublishedLanguagePack, 'code' | 'version'>,
  part: LanguagePackPart,
): Promise<Catalogue> {
  const catalogue: Record<string, unknown> = await callEndpoint(calls.catalogue, {
    params: { code: pack.code, part },
    query: { version: pack.version },
  });
  const wellFormed = Object.values(catalogue).every(
    (message) => Array.isArray(message) && message.every(isSyntaxNode),
  );
  if (!wellFormed) throw new Error(`The ${pack.code} ${part} catalogue is not compiled messages.`);
  return catalogue as Catalogue;
}

/** An ICU syntax tree node as @formatjs/icu-messageformat-parser writes it: `{type: n, …}`. */
function isSyntaxNode(node: unknown): boolean {
  return typeof node === 'object' && node !== null && typeof Reflect.get(node, 'type') === 'number';
}

function isPublishedPack(pack: unknown): pack is PublishedLanguagePack {
  if (typeof pack !== 'object' || pack === null) return false;
  const { code, name, locale, version, fallback } = pack as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof name === 'string' &&
    typeof locale === 'string' &&
    typeof version === 'number' &&
    (fallback === 'en' || fallback === 'fr')
  );
}
