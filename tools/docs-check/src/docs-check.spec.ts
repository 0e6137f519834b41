import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  issueReferences,
  relativeLinks,
  sectionHeadings,
  sectionReferences,
  type RulesDocument,
} from './references.js';
import { readTracked, repositoryRoot, trackedFiles } from './tracked-files.js';

const rulesDocuments: Record<RulesDocument, string> = {
  spec: 'docs/product/spec.md',
  decisions: 'docs/product/decisions.md',
};

/** Sources and pages that may cite the product's rules (the lock file is not one). */
const citingFile = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml)$|(^|\/)Dockerfile$/;
const sources = trackedFiles().filter(
  (file) =>
    citingFile.test(file) &&
    !file.endsWith('package-lock.json') &&
    existsSync(path.join(repositoryRoot, file)),
);

/** The pages whose links must lead somewhere: the front door and everything under docs/. */
const linkedPages = sources.filter(
  (file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
);

// Built from parts so that this file does not cite what it looks for.
const issue = 'issue';
const spec = 'spec';

describe('the product rules cited in the sources', () => {
  it('every "spec §N" and "decisions §N" names a numbered heading of docs/product', () => {
    const headings = {
      spec: sectionHeadings(readTracked(rulesDocuments.spec)),
      decisions: sectionHeadings(readTracked(rulesDocuments.decisions)),
    };
    const unresolved = sources.flatMap((file) =>
      sectionReferences(readTracked(file))
        .filter((reference) => !headings[reference.document].has(reference.section))
        .map(
          (reference) =>
            `${file}:${reference.line} cites ${reference.document} §${reference.section}, which ${rulesDocuments[reference.document]} has no heading for`,
        ),
    );
    expect(unresolved).toEqual([]);
  });

  it('docs/product has the headings §1–§9 (spec) and §1–§6 (decisions) the code was written against', () => {
    expect([...sectionHeadings(readTracked(rulesDocuments.spec))]).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect([...sectionHeadings(readTracked(rulesDocuments.decisions))]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('no issue numbers', () => {
  it(`no source outside docs/ cites "${issue} N": it says what the rule is instead`, () => {
    const cited = sources
      .filter((file) => !file.startsWith('docs/'))
      .flatMap((file) =>
        issueReferences(readTracked(file)).map((found) => `${file}:${found.line}: ${found.text}`),
      );
    expect(cited).toEqual([]);
  });
});

describe('links between the pages', () => {
  it('every relative link of README.md and docs/ points to a file or folder that exists', () => {
    const broken = linkedPages.flatMap((page) =>
      relativeLinks(readTracked(page))
        .filter((link) => !existsSync(path.resolve(repositoryRoot, path.dirname(page), link.text)))
        .map((link) => `${page}:${link.line} links to ${link.text}, which does not exist`),
    );
    expect(linkedPages).toContain('README.md');
    expect(broken).toEqual([]);
  });
});

describe('what the check reads in a text', () => {
  it('finds the rules a line cites, whatever the case, with their line', () => {
    const text = `first line\n// Spec §2. routes, and decisions §5 (revised); ${spec} §10 too`;
    expect(sectionReferences(text)).toEqual([
      { document: 'spec', section: 2, line: 2 },
      { document: 'decisions', section: 5, line: 2 },
      { document: 'spec', section: 10, line: 2 },
    ]);
  });

  it('reads only numbered headings of the form "## §N." as sections, never one in a code block', () => {
    const markdown = [
      '# The product',
      '## §1. What it does',
      '### §2. Screens',
      'Not a heading: §3.',
      '```',
      '## §4. In code',
      '```',
      '## 5. Without the sign',
    ].join('\n');
    expect([...sectionHeadings(markdown)]).toEqual([1, 2]);
  });

  it('finds issue numbers with or without "#", in either case', () => {
    const text = `// as ${issue} 12 does it\n/* ${issue.toUpperCase()} #8 */ the issues we had`;
    expect(issueReferences(text).map((found) => [found.text, found.line])).toEqual([
      [`${issue} 12`, 1],
      [`${issue.toUpperCase()} #8`, 2],
    ]);
  });

  it('takes the relative links of a page, leaving out the web, mail, anchors and code', () => {
    const markdown = [
      'See [the recipe](services/README.md) and [a part](docs/architecture/uploads.md#limits).',
      '[web](https://example.org) [mail](mailto:a@b.c) [here](#top) `[code](not/a/link.md)`',
      '```md',
      '[in a block](not/either.md)',
      '```',
      '[ref]: ../tools/bench/RESULTS.md',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      { text: 'services/README.md', line: 1 },
      { text: 'docs/architecture/uploads.md', line: 1 },
      { text: '../tools/bench/RESULTS.md', line: 6 },
    ]);
  });
});
