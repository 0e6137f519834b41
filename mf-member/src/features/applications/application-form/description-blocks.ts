/**
 * A grant's description as the application form shows it (spec §2, "Application form"): lines
 * that start with Eligibility, FAQs, Requirements, Important or Note followed by a colon are
 * headings; the other lines are paragraphs, a blank line ending one.
 */
export type DescriptionBlock =
  | { kind: 'heading'; text: string }
  /** Its lines, as typed: a single line break stays a line break. */
  | { kind: 'paragraph'; lines: string[] };

/** The words that make a line a heading when a colon follows them (spaces before it allowed). */
export const headingWords = ['Eligibility', 'FAQs', 'Requirements', 'Important', 'Note'] as const;

const headingLine = new RegExp(`^(?:${headingWords.join('|')})\\s*:`, 'i');

export function isHeadingLine(line: string): boolean {
  return headingLine.test(line.trim());
}

export function describeDescription(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const rawLine of description.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      endParagraph();
    } else if (isHeadingLine(line)) {
      endParagraph();
      blocks.push({ kind: 'heading', text: line });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
