import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { portalSharedDependencies } from './federation.js';

const repositoryRoot = join(import.meta.dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.spec\.tsx?$/.test(file));
}

/**
 * Files of a remote that run in the portal's page: its screens, not its tests, its standalone
 * development page (`web-kit/dev`) or the pages it draws at build time (`web-kit/prerender`).
 */
const screenFiles = (remote: string) =>
  sourceFiles(join(repositoryRoot, remote, 'src')).filter(
    (file) => !/\/(test|standalone|prerender)\//.test(file),
  );

/** The web-kit entries (`@portal/web-kit/badges`, …) a remote's screens import. */
function webKitEntriesOf(remote: string): Set<string> {
  const entries = new Set<string>();
  for (const file of screenFiles(remote)) {
    for (const [, entry] of readFileSync(file, 'utf8').matchAll(
      /from '(@portal\/web-kit(?:\/[a-z-]+)?)'/g,
    ))
      entries.add(entry);
  }
  return entries;
}

describe('what the parts share at run time', () => {
  const remotes = ['mf-member', 'mf-staff', 'mf-admin'];

  it('shares web-kit itself, its router door and its languages', () => {
    for (const entry of ['@portal/web-kit', '@portal/web-kit/router', '@portal/web-kit/i18n'])
      expect(portalSharedDependencies).toHaveProperty([entry], { singleton: true });
  });

  // A remote bundles its own copy of an entry that is not shared. Such a copy must reach web-kit's
  // state (the language choice, the API client, the session) through the shared entries, never
  // by a relative import: a copy of those would be a second language choice that never hears the
  // chooser, and the formatter and the API client downloaded a second time. It may import
  // message definitions and the plain formatting functions (format/format-*.ts) only.
  it("keeps web-kit's state out of the entries a remote bundles for itself", () => {
    const stateReachedAround = new Set<string>();
    for (const remote of remotes) {
      for (const entry of webKitEntriesOf(remote)) {
        if (entry in portalSharedDependencies) continue;
        const folder = join(repositoryRoot, 'libs/web-kit/src', entry.split('/')[2] ?? '');
        for (const file of sourceFiles(folder)) {
          for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)) {
            if (!/^\.\.\/(format\/format-[a-z-]+\.js|[a-z-]+\/messages\.js)$/.test(path))
              stateReachedAround.add(`${relative(repositoryRoot, file)} imports ${path}`);
          }
        }
      }
    }
    expect([...stateReachedAround]).toEqual([]);
  });
});
