import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { remoteServerEntryFile } from '@portal/page-drawing/remote-entry';

/** The drawn pages' one inline script in this fake build, as the build names it by hash. */
export const fakeInlineScript = 'window.drawnPageScript=1';
export const fakeInlineScriptHash = `'sha256-${createHash('sha256').update(fakeInlineScript).digest('base64')}'`;

/** The shell's stylesheet, linked from its pages as the build links it. */
export const shellStylesheet = '.shell-page{color:#123}';
const shellStylesheetLink = '<link href="/main.0123456789.css" rel="stylesheet">';
/** The shell's main script, as its build writes it in each page. */
export const shellMainScript =
  '<script fetchpriority="high" defer src="/assets/main.0123456789.js"></script>';
/** mf-member's first chunk's stylesheet (its routes'); the other remotes' are not built here. */
export const memberStylesheet = '.member-page{color:#456}/* not </style> */';

/** The source maps in this fake build, by the address they would have (each holds its source). */
export const sourceMaps = [
  '/main.0123456789.js.map',
  '/assets/main.0123456789.js.map',
  '/assets/main.0123456789.js.map.br',
  '/remotes/mf-admin/remoteEntry.0123456789.js.map',
  '/remotes/mf-staff/staff-screens.0123456789.js.map',
  '/remotes/mf-member/server/prerender.mjs.map',
];

/** What each fake source map holds: the source of the screens, as a real one does. */
export const sourceMapOf = (address: string) =>
  JSON.stringify({ version: 3, file: address, sourcesContent: ['export const adminScreen = 1;'] });

async function writeSourceMap(file: string, address: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const map = sourceMapOf(address);
  await writeFile(file, file.endsWith('.br') ? brotliCompressSync(map) : map);
}

/** A folder laid out like the built frontends, with files whose content says what they are. */
export async function createFakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
  const shell = path.join(root, 'shell', 'dist');
  await mkdir(path.join(shell, 'assets'), { recursive: true });
  await writeFile(
    path.join(shell, 'index.html'),
    `<!doctype html><html><head><title>shell page</title>${shellMainScript}${shellStylesheetLink}</head><body></body></html>`,
  );
  await writeFile(path.join(shell, 'main.0123456789.css'), shellStylesheet);
  // Drawn ahead of time by the shell's build: / and /login (the real build draws /register too),
  // and two member's pages with a slot for mf-member's page (the real build draws
  // /user-dashboard): mf-member drew /my-applications, but not /apply-grant.
  await mkdir(path.join(shell, 'prerendered'));
  const slot = '<div data-portal-remote-page="mf-member"></div>';
  for (const [file, content] of [
    ['index.html', 'drawn welcome page'],
    ['login.html', 'drawn login form'],
    ['my-applications.html', `<template>drawn member frame: ${slot}</template>`],
    ['apply-grant.html', `<template>drawn member frame: ${slot}</template>`],
  ]) {
    await writeFile(
      path.join(shell, 'prerendered', file),
      `<!doctype html><html><head><title>${file}</title><script>${fakeInlineScript}</script>${shellMainScript}${shellStylesheetLink}</head><body><div id="root">${content}</div></body></html>`,
    );
  }
  await writeFile(
    path.join(shell, 'prerendered-pages.json'),
    JSON.stringify({
      pages: {
        '/': 'prerendered/index.html',
        '/login': 'prerendered/login.html',
        '/my-applications': 'prerendered/my-applications.html',
        '/apply-grant': 'prerendered/apply-grant.html',
      },
      scriptHashes: [fakeInlineScriptHash],
    }),
  );
  await writeFile(
    path.join(shell, 'page-chunks.json'),
    JSON.stringify({
      startup: ['react.0123456789.js'],
      named: { 'page-login': ['zod.0123456789.js', 'page-login.0123456789.js'] },
    }),
  );
  const script = 'console.log("shell main");'.repeat(100);
  await writeFile(path.join(shell, 'assets', 'main.0123456789.js'), script);
  await writeFile(path.join(shell, 'assets', 'main.0123456789.js.br'), brotliCompressSync(script));
  // Source maps, as the build keeps them beside its files (never to be served).
  for (const map of sourceMaps.filter((file) => !file.startsWith('/remotes/'))) {
    await writeSourceMap(path.join(shell, map), map);
  }
  for (const remote of ['mf-member', 'mf-staff', 'mf-admin']) {
    const dist = path.join(root, remote, 'dist');
    await mkdir(dist, { recursive: true });
    const entry = 'remoteEntry.0123456789.js';
    await writeFile(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ name: remote, metaData: { remoteEntry: { name: entry } } }),
    );
    await writeFile(path.join(dist, entry), `/* ${remote} entry */`);
    for (const map of sourceMaps.filter((file) => file.startsWith(`/remotes/${remote}/`))) {
      await writeSourceMap(path.join(dist, map.slice(`/remotes/${remote}/`.length)), map);
    }
    await writeFile(
      path.join(dist, 'page-chunks.json'),
      JSON.stringify({
        startup: [],
        named: {
          __federation_expose_routes: ['routes.0123456789.js', 'routes.0123456789.css'],
          'page-apply-grant-id': ['form.0123456789.js'],
        },
      }),
    );
  }
  const member = path.join(root, 'mf-member', 'dist');
  await writeFile(path.join(member, 'routes.0123456789.css'), memberStylesheet);
  await mkdir(path.join(member, 'prerendered'));
  await writeFile(
    path.join(member, 'prerendered', 'my-applications.html'),
    '<div class="page"><h1>drawn applications page</h1></div>',
  );
  await writeFile(
    path.join(member, 'prerendered-pages.json'),
    JSON.stringify({
      pages: { '/my-applications': 'prerendered/my-applications.html' },
      scriptHashes: [],
    }),
  );
  // mf-member's Node bundle: /my-applications is a data page here, drawn with what the
  // services answered (the fake services echo each request: service and address).
  const serverEntry = path.join(member, remoteServerEntryFile);
  await mkdir(path.dirname(serverEntry), { recursive: true });
  await writeFile(serverEntry, fakeDataPageBundle);
  return root;
}

/**
 * What the fake data page asks, in two rounds: the applications and the grants together, then
 * the drafts only once the applications are answered (as a page's call may follow from
 * another's answer). The fake services answer the first call late, so the calls come back in
 * another order than they were asked.
 */
export const fakeDataPageCalls = [
  '/api/grant-applications?userOnly=true',
  '/api/available-grants',
  '/api/grant-applications/drafts',
];

const fakeDataPageBundle = `
const [first, together, second] = ${JSON.stringify(fakeDataPageCalls)};
export function dataPageCalls(address, answers) {
  if (address !== '/my-applications') return undefined;
  return answers.has(first) ? [first, together, second] : [first, together];
}
export async function drawDataPage(address, answers) {
  const seen = [...answers.values()].map((answer) => answer.service + ' ' + answer.url).sort();
  return '<div class="page">' + address + ' drawn with: ' + seen.join('; ') + '</div>';
}
`;
