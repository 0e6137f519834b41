import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { immutableFilePattern } from './hashed-filenames.js';
import { createPortalAppConfig } from './portal-app-config.js';
import { prerenderedPagesFilename } from './prerender-pages-plugin.js';

const fixture = join(import.meta.dirname, 'test-fixture');
const rspackCli = join(
  dirname(createRequire(import.meta.url).resolve('@rspack/cli/package.json')),
  'bin/rspack.js',
);

/** Output folder and file names of one production build of the fixture. */
interface Build {
  dir: string;
  files: string[];
  read: (file: string) => Buffer;
}

const builds = new Map<'host' | 'remote' | 'prerender', Promise<Build>>();

/**
 * Runs the rspack CLI in a child process, as `npm run build` does: jest's module system
 * cannot load @rspack/core (ESM that require()s ESM).
 */
function build(role: 'host' | 'remote' | 'prerender'): Promise<Build> {
  const existing = builds.get(role);
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'portal-rspack-'));
  const result = promisify(execFile)(
    process.execPath,
    [rspackCli, 'build', '--config', join(fixture, 'rspack.config.ts')],
    { cwd: fixture, env: { ...process.env, FIXTURE_OUT: dir, FIXTURE_ROLE: role } },
  ).then(() => ({
    dir,
    files: readdirSync(dir),
    read: (file: string) => readFileSync(join(dir, file)),
  }));
  builds.set(role, result);
  return result;
}

afterAll(async () => {
  for (const pending of builds.values()) {
    const { dir } = await pending.catch(() => ({ dir: '' }));
    if (dir)
      for (const made of [dir, `${dir}-bundle`]) rmSync(made, { recursive: true, force: true });
  }
});

describe('createPortalAppConfig, production build', () => {
  jest.setTimeout(120_000);

  it('names every script and stylesheet of the shell by content hash, but not index.html', async () => {
    const { files, read } = await build('host');

    const code = files.filter((file) => /\.(?:js|css)$/.test(file));
    expect(code.length).toBeGreaterThanOrEqual(3); // runtime entry, page chunk, stylesheet
    expect(code.filter((file) => !immutableFilePattern.test(file))).toEqual([]);
    expect(files).toContain('index.html');
    expect(read('index.html').toString()).toMatch(
      /<script[^>]* defer src="\/main\.[0-9a-f]{10}\.js">/,
    );
  });

  it('writes .gz and .br next to text assets of 1 KiB or more, and only those', async () => {
    const { files, read } = await build('host');

    const text = files.filter((file) => /\.(?:js|css|html|json)$/.test(file));
    for (const file of text) {
      const content = read(file);
      if (content.length >= 1024) {
        expect([file, files.includes(`${file}.gz`), files.includes(`${file}.br`)]).toEqual([
          file,
          true,
          true,
        ]);
        expect(gunzipSync(read(`${file}.gz`)).equals(content)).toBe(true);
        expect(brotliDecompressSync(read(`${file}.br`)).equals(content)).toBe(true);
      } else {
        expect([file, files.includes(`${file}.gz`), files.includes(`${file}.br`)]).toEqual([
          file,
          false,
          false,
        ]);
      }
    }
    expect(files).toEqual(expect.arrayContaining(['index.html.gz', 'index.html.br']));
    expect(text.some((file) => read(file).length >= 1024)).toBe(true);
    expect(text.some((file) => read(file).length < 1024)).toBe(true);
  });

  it('gives a remote an entry named by content, an unhashed mf-manifest.json naming it, and no page of its own', async () => {
    const { files, read } = await build('remote');

    expect(files).toContain('mf-manifest.json');
    expect(files).not.toContain('index.html');
    const manifest = JSON.parse(read('mf-manifest.json').toString()) as {
      name: string;
      metaData: { publicPath: string; remoteEntry: { name: string } };
      exposes: { path: string }[];
    };
    expect(manifest.name).toBe('fixture_remote');
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(manifest.metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{10}\.js$/);
    expect(files).toContain(manifest.metaData.remoteEntry.name);
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./routes']);
    const code = files.filter((file) => /\.(?:js|css)$/.test(file));
    expect(code.filter((file) => !immutableFilePattern.test(file))).toEqual([]);
  });

  it.each(['host', 'remote'] as const)(
    "keeps the %s's source maps beside the build for the team, named by none of its scripts",
    async (role) => {
      const { files, read } = await build(role);

      const scripts = files.filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect([script, files.includes(`${script}.map`)]).toEqual([script, true]);
        // Nothing leads a browser, or anyone reading the script, to the map.
        expect([script, read(script).toString().includes('sourceMappingURL')]).toEqual([
          script,
          false,
        ]);
      }
    },
  );

  it("writes page-chunks.json: the shell's startup scripts, hinted in its page too", async () => {
    const { files, read } = await build('host');

    const chunks = JSON.parse(read('page-chunks.json').toString()) as { startup: string[] };
    expect(chunks.startup.length).toBeGreaterThan(0);
    const page = read('index.html').toString();
    for (const file of chunks.startup) {
      expect(files).toContain(file);
      expect(page).toContain(`<link rel="preload" href="/${file}" as="script">`);
    }
    expect(page).toMatch(/<script fetchpriority="high" defer src="\/main\.[0-9a-f]{10}\.js">/);
  });
});

describe('createPrerenderConfig, production build', () => {
  jest.setTimeout(120_000);

  it("runs the app's page module on its built index.html and writes the pages it draws beside it", async () => {
    const { files, read } = await build('prerender');

    expect(JSON.parse(read(prerenderedPagesFilename).toString())).toEqual({
      pages: { '/': 'prerendered/index.html', '/about/us': 'prerendered/about-us.html' },
      // sha256 of "window.aboutUs = true", base64, as Content-Security-Policy names a script.
      scriptHashes: ["'sha256-SOrpP5ZeKoiaw6K/6aXbBnOBV3AcVWGQck3ElLB/Onk='"],
    });
    const page = read('prerendered/about-us.html').toString();
    expect(page).toContain('<div id="root"><h1>About us, drawn at build time</h1></div>');
    // The built page around it: its scripts and startup hints.
    expect(page).toMatch(/<script fetchpriority="high" defer src="\/main\.[0-9a-f]{10}\.js">/);
    expect(page.replace(/<div id="root">.*?<\/div>/, '')).toBe(
      read('index.html').toString().replace('<div id="root"></div>', ''),
    );
    // The Node bundle that drew them is not among the files served to browsers.
    expect(files.filter((file) => file.endsWith('.mjs'))).toEqual([]);
  });
});

describe('createPortalAppConfig, resolution', () => {
  it('compiles workspace libraries from source and maps .js imports to .ts files', () => {
    const config = createPortalAppConfig({
      root: fixture,
      mode: 'development',
      federationName: 'fixture',
      role: { kind: 'host' },
      entry: './main.ts',
      page: { template: 'index.html' },
      devServer: { port: 3999 },
    });

    expect(config.resolve?.conditionNames).toEqual(['@portal/source', '...']);
    expect(config.resolve?.extensionAlias).toEqual({ '.js': ['.ts', '.tsx', '.js'] });
    expect(config.output?.publicPath).toBe('/');
    expect(config.devServer).toMatchObject({
      port: 3999,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
    });
  });
});
