import type { LookupHash } from '@portal/field-crypto';

/**
 * Searching applications by the applicant's name, without the names in clear in the database.
 *
 * The names are encrypted at rest (decisions §5), so SQL cannot compare them, and decrypting every
 * row on each search would make a search cost the whole table. Asking identity instead would not
 * help: its names are encrypted the same way, and the name an application shows is the copy taken
 * at submission. So each application keeps, beside its encrypted name, a keyed hash (HMAC with
 * this service's lookup key) of each word of the name, normalised: case, accents and punctuation
 * do not count. A search hashes its words the same way and finds, through an index, the
 * applications whose name has every one of them: "ann", "Lee" and "Ann Lee" find Ann Lee. Without
 * the key the hashes say nothing; with it, only whole words can be matched, never a part.
 */

/** The words of a name or a search, normalised: "Ánn  O'Lee-Cree" → ["ann", "o", "lee", "cree"]. */
export function nameWords(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-CA');
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** The keyed hashes of a name's (or a search's) words, as stored in `application_name_words`. */
export function nameWordHashes(lookup: LookupHash, text: string): string[] {
  return nameWords(text).map((word) => lookup.value('applicant-name-word', word));
}
