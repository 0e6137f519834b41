import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { serviceBundleFilename } from './service-bundle-config.js';

const run = promisify(execFile);
const rspackCli = join(
  dirname(createRequire(import.meta.url).resolve('@rspack/cli/package.json')),
  'bin/rspack.js',
);

/**
 * tsc's output of a made-up service: what the bundle must keep working. A class that names
 * itself in a static initializer (as NestJS's InstanceWrapper does: a mangler once turned it into
 * a read of a binding not yet set), class names TypeORM and NestJS read at run time, a package
 * imported from node_modules, import.meta.url where the bundle runs, and a package only Node
 * may load (a native addon's loader) left as a require.
 */
const tscOutput = `
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export class InstanceWrapper {
  static label = 'logger of ' + InstanceWrapper.name;
}
export class AddGrantsTable1767000000000 {}
export class GrantEntity {}

const folder = path.dirname(fileURLToPath(import.meta.url));
let addon;
try {
  await import('@node-rs/argon2');
  addon = 'loaded';
} catch (error) {
  addon = error.code;
}
console.log(JSON.stringify({
  label: InstanceWrapper.label,
  names: [AddGrantsTable1767000000000.name, GrantEntity.name],
  parsed: z.object({ n: z.number() }).parse({ n: 1 }),
  folder,
  addon,
}));
`;

describe('createServiceBundleConfig', () => {
  jest.setTimeout(120_000);
  let root: string;

  beforeAll(async () => {
    // Inside the repository, so that node_modules is found from the bundle as from tsc's output.
    root = await mkdtemp(join(import.meta.dirname, 'service-fixture', 'made-up-'));
    await mkdir(join(root, 'dist'));
    await writeFile(join(root, 'dist', 'main.js'), tscOutput);
    await writeFile(join(root, 'package.json'), JSON.stringify({ type: 'module' }));
    await run(
      process.execPath,
      [
        rspackCli,
        'build',
        '--config',
        join(import.meta.dirname, 'service-fixture', 'rspack.config.ts'),
      ],
      { env: { ...process.env, FIXTURE_ROOT: root } },
    );
  });

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('writes one script beside tsc output, with its source map and no copy of node_modules', async () => {
    const files = await readdir(join(root, 'dist'));
    expect(files).toEqual(
      expect.arrayContaining([serviceBundleFilename, `${serviceBundleFilename}.map`]),
    );
    expect(files.filter((file) => file.endsWith('.js'))).toEqual(['main.js']);
  });

  it('runs: classes keep their names, packages are inside it, import.meta is where it runs', async () => {
    const bundle = await readFile(join(root, 'dist', serviceBundleFilename), 'utf8');
    // zod inside it, not loaded from node_modules; the addon left to Node.
    expect(bundle).not.toMatch(/(?:require\(|import\(|from)\s*["']zod["']/);
    expect(bundle).toMatch(/\w\(\s*["']@node-rs\/argon2["']\s*\)/); // a require at run time
    const { stdout } = await run(process.execPath, [join(root, 'dist', serviceBundleFilename)]);
    expect(JSON.parse(stdout)).toEqual({
      label: 'logger of InstanceWrapper',
      names: ['AddGrantsTable1767000000000', 'GrantEntity'],
      parsed: { n: 1 },
      folder: join(root, 'dist'),
      addon: 'loaded',
    });
  });
});
