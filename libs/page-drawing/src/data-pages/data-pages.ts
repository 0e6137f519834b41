import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageSessionCookie, type PortalRoute, type RemoteName } from '@portal/contract';
import type { Logger } from '@portal/logging';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import {
  remoteServerEntryFile,
  type PageAnswers,
  type RemoteServerEntry,
} from '../remote-entry/remote-server-entry.js';
import type { PageCalls, PageSessions, PageBudgets } from './page-calls.js';

/** The remote's server entry, in its build's `server/` folder (not served). */
const serverEntryOf = (webRoot: string, remote: RemoteName) =>
  path.join(webRoot, remote, 'dist', remoteServerEntryFile);

/**
 * How long a page may wait for its data, all its calls together. Past it the page goes out
 * drawn without what has not come (its data loading), as it did before: a slow service must not
 * hold up the page it would have sped up.
 */
export const dataWaitMs = 400;

/**
 * A member's data pages (`/apply-grant`, `/apply-grant/{id}`), drawn on request with the
 * member's own data: the grant cards with Apply Now, or the application form with their draft,
 * in the HTML, shown before any script has arrived on a slow line.
 *
 * The request carries the member's token in the page-session cookie (@portal/contract's
 * `pageSessionCookie`; the browser's session store keeps it). The gateway asks the services the
 * page's own GET calls with that token, as the page would; the services decide what it may read
 * (authorization stays in the services). A call not answered with 200 in time draws as loading,
 * and the app asks it again; with no answer at all, `draw` gives undefined and the page goes out
 * as drawn by the build. The token is never logged (the logger redacts the cookie header).
 *
 * A page costs the services what its calls cost, so it is asked only for a token the gateway
 * can vouch for, and within the client's limits:
 * - the token is verified first, as the services verify it (`PageSessions`): a forged, expired or
 *   malformed cookie draws the page signed out (as the build drew it) without asking anyone;
 * - a session the services refused (401: signed out) is remembered until it expires: its next
 *   pages are drawn signed out at once;
 * - each call spends one request of the address's and the account's per-minute budgets, as the
 *   same call from the app would (`PageBudgets`); once either is spent the page goes out as
 *   the build drew it, never as an error: the app then asks for what it needs, within limits.
 * None of these writes a log line: a flood of forged pages must not become a flood of lines.
 */
export class DataPages<Session> {
  private readonly entries = new Map<RemoteName, Promise<RemoteServerEntry | undefined>>();

  constructor(
    private readonly options: {
      webRoot: string;
      /** The remotes whose files this gateway serves: a remote served from elsewhere is not drawn. */
      remotes: readonly RemoteName[];
      /** How the page's calls are asked of the services (the gateway's upstreams). */
      calls: PageCalls;
      logger: Pick<Logger, 'warn'>;
      sessions: PageSessions<Session>;
      budgets: PageBudgets<Session>;
    },
  ) {}

  /** The member's token from the page request's cookie, if it has one. */
  static tokenOf(request: FastifyRequest): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    const token = parseCookie(header)[pageSessionCookie.name];
    return token ? token : undefined;
  }

  /**
   * The answers to the calls of the page at `address` (of `route`), asked with `token`: calls
   * that follow from others' answers are asked in rounds, all within `dataWaitMs`. Undefined
   * when the route is not a data page, the token is not a live session's, the client's budget
   * is spent, or nothing was answered.
   */
  async answer(
    route: PortalRoute,
    address: string,
    token: string,
    request: FastifyRequest,
  ): Promise<Map<string, unknown> | undefined> {
    if (route.owner === 'shell') return undefined;
    const entry = await this.entryOf(route.owner);
    if (!entry) return undefined;
    const { sessions, budgets, calls: pageCalls } = this.options;
    const session = sessions.claimsOf(token);
    if (!session || sessions.isRevoked(session)) return undefined;
    const answers = new Map<string, unknown>();
    const asked = new Set<string>();
    const deadline = Date.now() + dataWaitMs;
    for (;;) {
      const calls = entry.dataPageCalls(address, answers);
      if (!calls) return undefined;
      const next = calls.filter((call) => !asked.has(call));
      const waitMs = deadline - Date.now();
      if (next.length === 0 || waitMs <= 0) break;
      if (!(await budgets.spend(request, next.length, session))) return undefined;
      for (const call of next) asked.add(call);
      const answered = await Promise.all(
        next.map((call) => pageCalls.ask(call, token, request, waitMs)),
      );
      if (answered.some((answer) => answer.status === 401)) {
        sessions.revoke(session);
        return undefined;
      }
      // Kept in the calls' order, not in the order they came back: the answers go into the
      // page and its ETag, which must be the same for the same data (a repeat visit's 304).
      next.forEach((call, index) => {
        const { json } = answered[index] ?? {};
        if (json !== undefined) answers.set(call, json);
      });
    }
    return answers.size > 0 ? answers : undefined;
  }

  /** The page at `address` (of `route`) drawn by its remote with `answers`, or undefined. */
  async draw(
    route: PortalRoute,
    address: string,
    answers: PageAnswers,
  ): Promise<string | undefined> {
    const entry = route.owner === 'shell' ? undefined : await this.entryOf(route.owner);
    try {
      return await entry?.drawDataPage(address, answers);
    } catch (error) {
      this.options.logger.warn(
        { route: route.path, error: error instanceof Error ? error.message : String(error) },
        'data page could not be drawn; sent as the build drew it',
      );
      return undefined;
    }
  }

  /** The remote's server entry, imported on the first data page asked for (none until then). */
  private entryOf(remote: RemoteName): Promise<RemoteServerEntry | undefined> {
    let loading = this.entries.get(remote);
    if (!loading) {
      loading = this.load(remote);
      this.entries.set(remote, loading);
    }
    return loading;
  }

  private async load(remote: RemoteName): Promise<RemoteServerEntry | undefined> {
    const file = serverEntryOf(this.options.webRoot, remote);
    if (!this.options.remotes.includes(remote) || !existsSync(file)) return undefined;
    // Not bundled into the gateway's own bundle: the remote's build, read where it was built
    // (a remote is released on its own). Its shape is checked, as a build of another release
    // may differ; the type is the one the remote's own build was checked against.
    const loaded = (await import(
      /* webpackIgnore: true */ pathToFileURL(file).href
    )) as Partial<RemoteServerEntry>;
    if (typeof loaded.drawDataPage !== 'function' || typeof loaded.dataPageCalls !== 'function')
      return undefined;
    return loaded as RemoteServerEntry;
  }
}
