import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** A folder laid out like the built frontends, with files whose content says what they are. */
export async function createFakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
  const shell = path.join(root, 'shell', 'dist');
  await mkdir(path.join(shell, 'assets'), { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><title>shell page</title>');
  const script = 'console.log("shell main");'.repeat(100);
  await writeFile(path.join(shell, 'assets', 'main.0123456789.js'), script);
  await writeFile(path.join(shell, 'assets', 'main.0123456789.js.br'), brotliCompressSync(script));
  for (const remote of ['mf-member', 'mf-staff', 'mf-admin']) {
    const dist = path.join(root, remote, 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: remote }));
    await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${remote} entry */`);
  }
  return root;
}
