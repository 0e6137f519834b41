import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** The drawn pages' one inline script in this fake build, as the build names it by hash. */
export const fakeInlineScript = 'window.drawnPageScript=1';
export const fakeInlineScriptHash = `'sha256-${createHash('sha256').update(fakeInlineScript).digest('base64')}'`;

/** A folder laid out like the built frontends, with files whose content says what they are. */
export async function createFakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
  const shell = path.join(root, 'shell', 'dist');
  await mkdir(path.join(shell, 'assets'), { recursive: true });
  await writeFile(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>shell page</title></head><body></body></html>',
  );
  // Drawn ahead of time by the shell's build: / and /login (the real build draws /register too).
  await mkdir(path.join(shell, 'prerendered'));
  for (const [file, content] of [
    ['index.html', 'drawn welcome page'],
    ['login.html', 'drawn login form'],
  ]) {
    await writeFile(
      path.join(shell, 'prerendered', file),
      `<!doctype html><html><head><title>${content}</title><script>${fakeInlineScript}</script></head><body><div id="root">${content}</div></body></html>`,
    );
  }
  await writeFile(
    path.join(shell, 'prerendered-pages.json'),
    JSON.stringify({
      pages: { '/': 'prerendered/index.html', '/login': 'prerendered/login.html' },
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
  for (const remote of ['mf-member', 'mf-staff', 'mf-admin']) {
    const dist = path.join(root, remote, 'dist');
    await mkdir(dist, { recursive: true });
    const entry = 'remoteEntry.0123456789.js';
    await writeFile(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ name: remote, metaData: { remoteEntry: { name: entry } } }),
    );
    await writeFile(path.join(dist, entry), `/* ${remote} entry */`);
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
  return root;
}
