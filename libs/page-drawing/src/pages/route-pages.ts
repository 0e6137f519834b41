import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  drawnAnswersMarkup,
  matchPortalRoute,
  pageChunkName,
  portalRoutes,
  remoteNames,
  type PortalRoute,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appStartScriptHash, withAppStartedAfterPaint } from './app-start.js';
import { revalidate } from './cache-policy.js';
import { StylesheetFiles, withStylesheetsInlined } from './inlined-stylesheets.js';
import { DataPages } from '../data-pages/data-pages.js';
import { isServedHere, type RemotesManifest } from '../remotes/remotes-manifest.js';
import {
  signedInHints,
  signedInHintsScriptHash,
  withSignedInHintsShown,
} from './signed-in-hints.js';

/** What each build wrote in page-chunks.json (tools/rspack-config, page-chunks-plugin.ts). */
interface PageChunks {
  named: Record<string, string[]>;
}

/**
 * What the shell's build wrote in prerendered-pages.json (tools/rspack-config,
 * prerender-pages-plugin.ts): the page drawn ahead of time for each of some routes.
 */
interface PrerenderedPages {
  pages: Record<string, string>;
  /** The pages' inline scripts, `'sha256-…'` each (the gateway's security-headers.ts allows them). */
  scriptHashes: string[];
}

/** The chunk a remote's './routes' entry loads first (Module Federation's name for it). */
const exposedRoutesChunk = '__federation_expose_routes';

/** One page as sent: the HTML and its compressed forms, made once at start. */
interface RoutePage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The shell's page for each route, with hints for the files that route needs (the remote's
 * entry and first chunk, the route's page chunk, its stylesheet). On a cold visit the browser
 * would otherwise learn of each file only from the one before it: HTML, main.js, the remote's
 * manifest, its entry, its chunk, the page's chunk; each step a round trip (150 ms on a rural
 * link). With the hints they download side by side from the first moment.
 *
 * A route the shell's build drew ahead of time (`/`, `/login`, `/register`) gets that page, with
 * its content in the HTML: painted before any script arrives, then hydrated. A member's page the
 * shell drew with a slot for its remote's page (`/user-dashboard`, `/apply-grant`,
 * `/apply-grant/:id`) gets the remote's drawn page in that slot, and for a visitor with a stored
 * session the remote's stylesheet (shell/src/prerender/member-page.ts). Every other route gets
 * the plain page (index.html), whose placeholder the scripts replace.
 */
export class RoutePages {
  private readonly pages = new Map<string, RoutePage>();
  /**
   * A member's drawn page with its slot still empty, by route: for a data page (data-pages/data-pages.ts),
   * filled on request with the page drawn with the member's data.
   */
  private readonly slotted = new Map<string, string>();
  private readonly plain: RoutePage;

  constructor(
    webRoot: string,
    manifest: RemotesManifest,
    private readonly dataPages?: Pick<DataPages<unknown>, 'answer' | 'draw'>,
  ) {
    const shellRoot = path.join(webRoot, 'shell', 'dist');
    const template = readFileSync(path.join(shellRoot, 'index.html'), 'utf8');
    const prerendered = readPrerenderedPages(shellRoot);
    // A remote served from elsewhere (REMOTE_ENTRY_*) is not drawn in: its page may differ.
    const remoteDrawn = Object.fromEntries(
      remoteNames.map((remote) => [
        remote,
        isServedHere(manifest, remote)
          ? readPrerenderedPages(path.join(webRoot, remote, 'dist'))
          : new Map<string, string>(),
      ]),
    );
    const chunks = {
      shell: readPageChunks(shellRoot),
      ...Object.fromEntries(
        remoteNames.map((remote) => [
          remote,
          // A remote served from elsewhere (REMOTE_ENTRY_*) is not hinted: its files may differ.
          isServedHere(manifest, remote)
            ? readPageChunks(path.join(webRoot, remote, 'dist'))
            : undefined,
        ]),
      ),
    } as Record<PortalRoute['owner'], PageChunks | undefined>;

    const stylesheets = new StylesheetFiles(
      webRoot,
      remoteNames.filter((remote) => isServedHere(manifest, remote)),
    );
    // The shell reads where the remotes are from the page instead of asking /remotes.json.
    const config = remotesConfigElement(manifest);
    this.plain = routePage(
      withAppStartedAfterPaint(withStylesheetsInlined(withHead(template, [config]), stylesheets)),
    );
    for (const route of portalRoutes) {
      const page = prerendered.get(route.path) ?? template;
      const filled =
        route.owner === 'shell'
          ? undefined
          : withRemotePage(page, route.owner, remoteDrawn[route.owner].get(route.path));
      const hints = hintsFor(route, chunks, manifest, { drawn: filled !== undefined });
      const first = hints.first.map((element) => withStylesheetsInlined(element, stylesheets));
      // The shell's stylesheet is written in first; the route's first hints go right after it.
      const finished = (text: string) =>
        withAppStartedAfterPaint(
          withHeadFirst(
            withStylesheetsInlined(withHead(text, [config, ...hints.last]), stylesheets),
            first,
          ),
        );
      this.pages.set(route.path, routePage(finished(filled ?? page)));
      // Filled only for a member the services answered: signed in, so hinted outright.
      if (filled !== undefined)
        this.slotted.set(route.path, withSignedInHintsShown(finished(page)));
    }
  }

  /** The page for an address: its route's, or the plain one (the shell then redirects). */
  pageFor(pathname: string): RoutePage {
    const route = matchPortalRoute(pathname);
    return (route && this.pages.get(route.path)) ?? this.plain;
  }

  /**
   * Sends the page for `pathname`, compressed as the browser accepts, or 304. A data page
   * requested with the member's page-session cookie goes out drawn with their data, for them
   * alone (`private`); without the cookie, or when nothing could be drawn, as the build drew it.
   */
  async send(
    pathname: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const route = matchPortalRoute(pathname);
    const slotted = route && this.slotted.get(route.path);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      // What a data page holds depends on who asks: caches must not hand one member's to another.
      .header('vary', slotted ? 'accept-encoding, cookie' : 'accept-encoding');
    const token = slotted ? DataPages.tokenOf(request) : undefined;
    const answers =
      route && token && (await this.dataPages?.answer(route, pathname, token, request));
    if (slotted && answers) {
      const carried = drawnAnswersMarkup({ address: pathname, answers: [...answers.entries()] });
      // What the page shows follows from the build, the answers and the day (a grant's "closes
      // in N days"): a browser holding that page gets a 304 before it is drawn again.
      const etag = etagOf(slotted, carried, new Date().toISOString().slice(0, 10));
      if (cachedByBrowser(request, reply, etag, privateRevalidate)) return reply.status(304).send();
      const markup = await this.dataPages?.draw(route, pathname, answers);
      if (markup !== undefined) {
        // The answers go with the markup: the app's first render draws the same from them.
        const html = Buffer.from(withRemotePage(slotted, route.owner, markup + carried) ?? slotted);
        return sendPage(request, reply, { html, etag }, privateRevalidate);
      }
    }
    return sendPage(request, reply, this.pageFor(pathname), revalidate);
  }
}

/** A page for one member: kept by their browser only, asked again each time. */
const privateRevalidate = 'private, no-cache';

/**
 * `page` as the browser accepts it, or 304 when it has it already. Compressed forms made at
 * start are sent as they are; a page drawn for one request is compressed now (brotli at a
 * quality that takes a millisecond, not the build's).
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<RoutePage, 'html' | 'etag'> & Partial<RoutePage>,
  cacheControl: string,
): FastifyReply {
  if (cachedByBrowser(request, reply, page.etag, cacheControl)) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(page.br ?? brotli(page.html, 5));
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(page.gzip ?? gzipSync(page.html));
  }
  return reply.send(page.html);
}

/**
 * A route's hints: `first`, early in the head (`withHeadFirst`), and `last`, at its end. A
 * member's route hints its files only for a visitor with a stored session (signed-in-hints.ts);
 * when its page was drawn in (`drawn`), its stylesheets are also linked, render-blocking, and so
 * written in (inlined-stylesheets.ts): the drawn page is shown before the remote's code, which
 * would otherwise bring them.
 */
function hintsFor(
  route: PortalRoute,
  chunks: Record<PortalRoute['owner'], PageChunks | undefined>,
  manifest: RemotesManifest,
  options: { drawn: boolean },
): { first: string[]; last: string[] } {
  const none = { first: [], last: [] };
  const own = chunks[route.owner];
  if (!own) return none;
  if (route.owner === 'shell') {
    const files = own.named[pageChunkName(route.path)] ?? [];
    return { first: [], last: files.map((file) => preloadLink(`/${file}`)) };
  }
  // The gateway does not know who is asking (the token is in the browser's storage): a route for
  // some roles only is not hinted, so no one it turns away downloads staff or admin code.
  if (route.access.userTypes || route.access.flags) return none;
  const base = `/remotes/${route.owner}/`;
  const files = [
    ...(own.named[exposedRoutesChunk] ?? []),
    ...(own.named[pageChunkName(route.path)] ?? []),
  ].map((file) => base + file);
  const entry = manifest.remotes[route.owner];
  const hrefs = [...new Set([...(entry.endsWith('.js') ? [entry] : []), ...files])];
  // A drawn page's stylesheets first: the first paint waits for them, not for the scripts. They
  // are written into the page (inlined-stylesheets.ts), and still fetched ahead: the remote's
  // code asks for them as it starts.
  const links = options.drawn
    ? [
        ...hrefs.filter((href) => href.endsWith('.css')).map(renderBlockingStylesheet),
        ...hrefs.map(preloadLink),
      ]
    : hrefs.map(preloadLink);
  // Fetched only for a visitor with a stored session (signed-in-hints.ts).
  return route.access.signedIn
    ? { first: signedInHints(links), last: [] }
    : { first: [], last: links };
}

/**
 * The slot the shell's drawn page leaves for a remote's page (`remotePageSlotAttribute` in
 * shell/src/prerender/member-page.ts; e2e/browser/prerendered-pages.spec.ts fails if the two part).
 */
const remotePageSlot = (remote: string) => `<div data-portal-remote-page="${remote}"></div>`;

/**
 * The shell's drawn `page` with the remote's drawn page in its slot; undefined when the page has
 * no slot or the remote drew no page for the route.
 */
function withRemotePage(
  page: string,
  remote: string,
  drawn: string | undefined,
): string | undefined {
  const slot = remotePageSlot(remote);
  if (drawn === undefined || !page.includes(slot)) return undefined;
  return page.replace(slot, () => drawn);
}

/** The remotes' entries as JSON in the page: data, not a script, so CSP has nothing to say. */
function remotesConfigElement(manifest: RemotesManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return `<script type="application/json" id="portal-remotes">${json}</script>`;
}

/**
 * A stylesheet the first paint waits for, though a script adds it: `blocking="render"` (a link
 * the parser did not make is otherwise not waited for, and the page would flash unstyled).
 */
function renderBlockingStylesheet(href: string): string {
  return `<link rel="stylesheet" href="${href}" blocking="render">`;
}

function preloadLink(href: string): string {
  const as = href.endsWith('.css') ? 'style' : 'script';
  return `<link rel="preload" href="${href}" as="${as}">`;
}

/**
 * `elements` early in the head: right after the shell's stylesheet when it is written in, so a
 * remote's stylesheet among them comes after the shell's, as when the remote's code adds it (the
 * same cascade before and after the app starts: `.card` and `.application-section` set the same
 * padding); else right after the title, before the shell's linked stylesheet (a script after
 * it would wait for it).
 */
function withHeadFirst(page: string, elements: string[]): string {
  const lastStyle = page.lastIndexOf('</style>', page.indexOf('</head>'));
  const at =
    lastStyle >= 0 ? lastStyle + '</style>'.length : page.indexOf('</title>') + '</title>'.length;
  return page.slice(0, at) + elements.join('') + page.slice(at);
}

function withHead(template: string, elements: string[]): string {
  return template.replace('</head>', `${elements.join('')}</head>`);
}

function routePage(text: string): RoutePage {
  const html = Buffer.from(text);
  return {
    html,
    br: brotli(html, constants.BROTLI_MAX_QUALITY),
    gzip: gzipSync(html, { level: 9 }),
    etag: etagOf(html),
  };
}

/** A page compressed with brotli, for text, at `quality` (the best at start, 5 for one request). */
function brotli(html: Buffer, quality: number): Buffer {
  return brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
    },
  });
}

/** Sets a page's cache headers; true when the browser has that page already (answer 304). */
function cachedByBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  void reply.header('cache-control', cacheControl).header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

/** An ETag of `parts` together (hashed one after the other: no copy of a page joined up). */
function etagOf(...parts: (Buffer | string)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/** A script hash as Content-Security-Policy takes it; anything else is not let into the header. */
const scriptHashPattern = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The hashes of the inline scripts of the shell's pre-rendered pages (the early hold of a press,
 * shell/src/prerender/early-submit-hold.ts), for `script-src`; none for a build that drew none.
 */
function prerenderedScriptHashes(webRoot: string): string[] {
  const file = path.join(webRoot, 'shell', 'dist', 'prerendered-pages.json');
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderedPages>;
  const hashes = parsed.scriptHashes ?? [];
  const malformed = hashes.filter((hash) => !scriptHashPattern.test(hash));
  if (malformed.length > 0)
    throw new Error(
      `prerendered-pages.json names scripts by malformed hashes: ${malformed.join(', ')}`,
    );
  return hashes;
}

/** Every inline script the pages run, by hash, for `script-src`: the shell's and the gateway's own. */
export function pageScriptHashes(webRoot: string): string[] {
  return [...prerenderedScriptHashes(webRoot), signedInHintsScriptHash, appStartScriptHash];
}

/** The pre-rendered pages (a remote's: their markup) by route path; none for a build that drew none. */
function readPrerenderedPages(distFolder: string): Map<string, string> {
  const file = path.join(distFolder, 'prerendered-pages.json');
  if (!existsSync(file)) return new Map();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderedPages>;
  return new Map(
    Object.entries(parsed.pages ?? {}).map(([route, page]) => [
      route,
      readFileSync(path.join(distFolder, page), 'utf8'),
    ]),
  );
}

function readPageChunks(distFolder: string): PageChunks | undefined {
  const file = path.join(distFolder, 'page-chunks.json');
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PageChunks>;
  return { named: parsed.named ?? {} };
}
