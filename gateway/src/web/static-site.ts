import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiError, remoteNames, type ServiceName } from '@portal/contract';
import type { Logger } from '@portal/logging';
import {
  cacheControlFor,
  DataPages,
  isServedHere,
  RoutePages,
  type RemotesManifest,
} from '@portal/page-drawing';
import { serverBundleFolder } from '@portal/page-drawing/remote-entry';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageCallsTo } from '../api/page-calls.js';
import type { RequestBudgets } from '../edge/client-limits.js';
import type { SessionTokens } from '../edge/session-tokens.js';

/**
 * Serves the built shell at `/` and each remote at `/remotes/<name>/`, with the `.br`/`.gz`
 * files the build wrote beside each asset. A path that is not a file and looks like a page
 * (no extension) gets the shell's page, so the shell's router decides what it shows; the page
 * is drawn by @portal/page-drawing (its route's hints, its stylesheets, a member's data pages).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webRoot: string,
  manifest: RemotesManifest,
  services: {
    upstreams: Record<ServiceName, string>;
    logger: Pick<Logger, 'warn'>;
    sessions: SessionTokens;
    budgets: RequestBudgets;
  },
): Promise<void> {
  const shellRoot = path.join(webRoot, 'shell', 'dist');
  assertBuilt(path.join(shellRoot, 'index.html'));
  const { upstreams, ...pageServices } = services;
  const dataPages = new DataPages({
    webRoot,
    remotes: remoteNames.filter((remote) => isServedHere(manifest, remote)),
    calls: pageCallsTo(upstreams),
    ...pageServices,
  });
  const pages = new RoutePages(webRoot, manifest, dataPages);
  // Not for the browser: a build's Node bundle (dist/server/, tools/rspack-config's prerender
  // build), and its source maps, kept beside the build for the team (the full source of the
  // staff and admin screens; no script names them).
  const allowedPath = (pathName: string) =>
    !pathName.startsWith(`/${serverBundleFolder}/`) && !sourceMap.test(pathName);

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    void reply.header('cache-control', cacheControlFor(filePath));
  };

  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    // `/` is a page like the others (below), with its route's hints.
    index: false,
    allowedPath,
    setHeaders,
  });

  for (const remote of remoteNames) {
    const remoteRoot = path.join(webRoot, remote, 'dist');
    assertBuilt(path.join(remoteRoot, 'mf-manifest.json'));
    await app.register(fastifyStatic, {
      root: remoteRoot,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      allowedPath,
      setHeaders,
    });
  }

  // `/` is the shell's root folder to the static plugin, which refuses a folder (403) when the
  // browser asks for no compressed form: the welcome page is a route's page like the others.
  app.get('/', async (request, reply) => pages.send('/', request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = /^\/api(\/|$)/i.test(pathname);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isPage && !isApi && !pathname.startsWith('/remotes/')) {
      return pages.send(pathname, request, reply);
    }
    return reply
      .status(404)
      .send(
        apiError(
          'request.not_found',
          isApi ? 'There is no such address in the API.' : 'There is no such file.',
        ),
      );
  });
}

/** A source map, or its compressed form, whatever the case of its name. */
const sourceMap = /\.map(\.(br|gz))?$/i;

function assertBuilt(file: string): void {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the frontends first (npm run build)`);
  }
}
