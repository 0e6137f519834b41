/**
 * What the references check reads in a file: the rules it cites ("spec §N", "decisions §N"),
 * issue numbers it should not cite, the numbered headings of the product's rules, and the
 * relative links of a markdown page. Plain functions of a text, so that each can be tested on a
 * line written for the test.
 */

export type RulesDocument = 'spec' | 'decisions';

export interface SectionReference {
  document: RulesDocument;
  section: number;
  line: number;
}

export interface Found {
  text: string;
  line: number;
}

/** "spec §4", "Decisions §5", "spec §2." (case-insensitive; the number is what must resolve). */
const sectionReferencePattern = /\b(spec|decisions)\s+§\s*(\d+)/gi;

/** The word "issue" (or "issues") and a number, "#" optional: a reference to the team's tracker. */
const issueReferencePattern = /\bissues?\s+#?\d+/gi;

/** A numbered heading of docs/product: `## §2. Screens and routes`. */
const sectionHeadingPattern = /^#{1,6}\s+§(\d+)\./;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1))
    line++;
  return line;
}

export function sectionReferences(text: string): SectionReference[] {
  return [...text.matchAll(sectionReferencePattern)].map((match) => ({
    document: match[1].toLowerCase() as RulesDocument,
    section: Number(match[2]),
    line: lineOf(text, match.index),
  }));
}

export function issueReferences(text: string): Found[] {
  return [...text.matchAll(issueReferencePattern)].map((match) => ({
    text: match[0],
    line: lineOf(text, match.index),
  }));
}

/** The section numbers a rules document has headings for. */
export function sectionHeadings(markdown: string): Set<number> {
  const numbers = new Set<number>();
  for (const line of outsideCodeBlocks(markdown)) {
    const heading = sectionHeadingPattern.exec(line.text);
    if (heading) numbers.add(Number(heading[1]));
  }
  return numbers;
}

/**
 * The targets of a markdown page's links to other files of the repository (`[text](path)`,
 * `[text](path#part)`, `[name]: path`), without the part after `#`. Links to the web, to mail
 * and to a heading of the same page are left out, and so is anything in code (fenced blocks and
 * `inline code`), which shows a link rather than making one.
 */
export function relativeLinks(markdown: string): Found[] {
  const links: Found[] = [];
  for (const line of outsideCodeBlocks(markdown)) {
    const prose = line.text.replace(/(`+)[^`]*?\1/g, '');
    const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(prose);
    const targets = [...inline.map((match) => match[1]), ...(definition ? [definition[1]] : [])];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const file = decodeURI(target.split('#')[0]);
      links.push({ text: file, line: line.number });
    }
  }
  return links;
}

interface NumberedLine {
  text: string;
  number: number;
}

function outsideCodeBlocks(markdown: string): NumberedLine[] {
  const lines: NumberedLine[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) lines.push({ text, number: index + 1 });
  });
  return lines;
}
