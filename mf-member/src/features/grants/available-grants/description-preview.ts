/** Spec §9: a card shows this many characters of a grant's description. */
export const descriptionPreviewLength = 100;

// Built once: creating Intl objects is slow on low-end phones.
const characters = new Intl.Segmenter('en-CA', { granularity: 'grapheme' });

/**
 * The start of a description for a card (spec §2, §9): at most the first 100 characters, cut at
 * a word boundary, and an ellipsis when there is more. Characters are counted as people see them (an emoji, or a letter with a
 * combining accent, is one), so a cut never splits one in half. Line breaks read as spaces, and
 * a space or punctuation the cut leaves at the end goes before the ellipsis is added.
 */
export function previewDescription(
  description: string,
  length: number = descriptionPreviewLength,
): string {
  const text = description.replace(/\s+/g, ' ').trim();
  const seen = Array.from(characters.segment(text), (part) => part.segment);
  if (seen.length <= length) return text;
  let kept = seen.slice(0, length);
  // A word the cut would split ends the preview before it ("…for stud…" reads as a typo); a
  // single word longer than the preview is cut where it must be.
  const lastSpace = kept.lastIndexOf(' ');
  if (seen[length] !== ' ' && lastSpace > 0) kept = kept.slice(0, lastSpace);
  // "up to $3,000 CAD a year,…" reads better as "…a year…": no space or comma before the ellipsis.
  return `${kept.join('').replace(/[\s,;:.–—-]+$/u, '')}…`;
}
