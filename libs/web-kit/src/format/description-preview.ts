import { portalLocale } from './portal-locale.js';

/** Product rules §9: a card shows at most this many characters of a grant's description. */
export const descriptionPreviewLength = 100;

// Built once: creating Intl objects is slow on low-end phones.
const characters = new Intl.Segmenter(portalLocale, { granularity: 'grapheme' });

/**
 * The start of a description for a card (the member's grant cards, the staff dashboard; product
 * rules §2, §9): a description of at most 100 characters whole, a longer one cut and followed by
 * an ellipsis.
 * - Characters are counted as people see them (an emoji, a syllabic outside the basic plane, a
 *   letter with a combining accent is one), so a cut never splits one in half.
 * - Line breaks and runs of spaces read as one space.
 * - The cut falls between words when a word ends within the last fifth of the length ("…for
 *   stud…" reads as a typo); one long word is cut where the length ends.
 * - A space or punctuation the cut leaves at the end goes before the ellipsis is added ("…a
 *   year,…" reads better as "…a year…").
 */
export function previewDescription(
  description: string,
  length: number = descriptionPreviewLength,
): string {
  const text = description.replace(/\s+/g, ' ').trim();
  const seen = Array.from(characters.segment(text), (part) => part.segment);
  if (seen.length <= length) return text;
  let kept = seen.slice(0, length);
  const lastSpace = kept.lastIndexOf(' ');
  if (seen[length] !== ' ' && lastSpace >= Math.floor(length * 0.8))
    kept = kept.slice(0, lastSpace);
  return `${kept.join('').replace(/[\s,;:.–—-]+$/u, '')}…`;
}
