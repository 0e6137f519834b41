import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every source file of web-kit, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // testing/ is for tests; badges/ and applications/ are entries of their own
    // (`@portal/web-kit/badges`, `/applications`), loaded only by the screens that show them,
    // never with the shell.
    if (entry.isDirectory())
      return ['testing', 'badges', 'applications'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('web-kit and the contract', () => {
  // web-kit is part of every page's first download (the shell shares it with the remotes). A
  // value imported from @portal/contract brings its schemas, and with them zod; only the
  // zod-free `@portal/contract/http` (error codes, endpoint paths) may give values.
  it('imports only types from @portal/contract, values only from its zod-free http entry', () => {
    const valueImports = sources(import.meta.dirname).filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+'@portal\/contract(\/(?!http')[^']*)?'/m.test(
        readFileSync(file, 'utf8'),
      ),
    );

    expect(valueImports).toEqual([]);
  });
});
