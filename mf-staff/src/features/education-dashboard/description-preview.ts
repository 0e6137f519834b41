import { descriptionPreviewLength } from './education-dashboard-texts.js';

/**
 * A description cut to its first 100 characters plus an ellipsis (spec §2, §9); a shorter one
 * whole. Counted in characters as a person sees them, so that a letter outside the basic plane
 * is never cut in half; spaces before the ellipsis are dropped.
 */
export function descriptionPreview(
  description: string,
  length: number = descriptionPreviewLength,
): string {
  const characters = Array.from(description.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}...`;
}
