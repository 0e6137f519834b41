import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The stylesheets of this gateway's builds, read by the address the pages link them at: `/x.css`
 * from the shell's build, `/remotes/<remote>/x.css` from that remote's.
 */
export class StylesheetFiles {
  private readonly read = new Map<string, string | undefined>();

  constructor(
    private readonly webRoot: string,
    /** The remotes whose files this gateway serves: another's stylesheet is not read. */
    private readonly servedRemotes: readonly string[],
  ) {}

  /** The stylesheet at `href`, or undefined when it is not a file of a build served here. */
  content(href: string): string | undefined {
    if (!this.read.has(href)) this.read.set(href, this.readFile(href));
    return this.read.get(href);
  }

  private readFile(href: string): string | undefined {
    if (!href.endsWith('.css') || href.includes('..')) return undefined;
    const file = this.fileOf(href);
    return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  /** Where `href` is in the builds: the shell's, or a remote's served here; else undefined. */
  private fileOf(href: string): string | undefined {
    const [, remote, file] = /^\/remotes\/([^/]+)\/(.+)$/.exec(href) ?? [];
    if (remote === undefined) return path.join(this.webRoot, 'shell', 'dist', href.slice(1));
    return file !== undefined && this.servedRemotes.includes(remote)
      ? path.join(this.webRoot, remote, 'dist', file)
      : undefined;
  }
}

/**
 * A stylesheet written into the page. The first paint of a drawn page waits for its
 * stylesheets: linked, each is a request after the HTML (a round trip on a cold visit, a read
 * from the browser's cache on a repeat one); written in, the page paints as soon as its HTML has
 * come. `data-href` says which file it is.
 */
export function inlinedStylesheet(href: string, css: string): string {
  // A stylesheet cannot end the element early (`</style` in a string or a comment).
  return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

const stylesheetLink = /<link\b[^>]*>/g;

/**
 * `page` with each `<link rel="stylesheet">` of a build served here replaced by the stylesheet
 * itself (the shell's own stylesheet: no script asks for it again).
 */
export function withStylesheetsInlined(page: string, files: StylesheetFiles): string {
  return page.replace(stylesheetLink, (link) => {
    if (!/\brel="stylesheet"/.test(link)) return link;
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    const css = href === undefined ? undefined : files.content(href);
    return href !== undefined && css !== undefined ? inlinedStylesheet(href, css) : link;
  });
}
