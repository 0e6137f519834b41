import { descriptionPreviewLength } from './education-dashboard-texts.js';

/**
 * A description cut to at most its first 100 characters plus an ellipsis (spec §2, §9); a shorter
 * one whole. The cut falls between words when a word ends within the last fifth of the length (a
 * word cut in half reads as a different word); one long word is cut where the length ends.
 * Counted in characters as a person sees them, so that a letter outside the basic plane is never
 * cut in half; spaces and a comma or similar before the ellipsis are dropped.
 */
export function descriptionPreview(
  description: string,
  length: number = descriptionPreviewLength,
): string {
  const characters = Array.from(description.trim());
  if (characters.length <= length) return characters.join('');
  // The word under the cut continues past it unless a space follows the last kept character.
  const cutInsideWord = !/\s/.test(characters[length] ?? ' ');
  let end = length;
  if (cutInsideWord) {
    const lastSpace = characters
      .slice(0, length)
      .findLastIndex((character) => /\s/.test(character));
    if (lastSpace >= Math.floor(length * 0.8)) end = lastSpace;
  }
  const kept = characters
    .slice(0, end)
    .join('')
    .trimEnd()
    .replace(/[,;:\-–—]+$/u, '');
  return `${kept}...`;
}
