// No zod here: the screens import these (the guidelines page and the admin's editor).

/** Characters in the office's guidelines (about eight pages). */
export const officeGuidelinesMaxLength = 20_000;

/**
 * The guidelines as paragraphs: plain text, a blank line between paragraphs; the line breaks
 * inside a paragraph are kept by the page (never read as markup).
 */
export function guidelineParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
