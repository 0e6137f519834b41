import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The contract's modules that the screens import values from, and what they must not bring:
 * zod, or a module that builds schemas (which brings zod). A screen's bundle gets a module whose
 * values it uses, with every module that one imports values from; zod is about 25 kB
 * compressed on a slow line. Types are free: `import type` is erased.
 */
const screenModules = [
  'http/index.ts',
  'access/index.ts',
  'grants/grant-calls.ts',
  'grants/grant-vocabulary.ts',
  'grants/grant-dates.ts',
  'grants/grant-rules.ts',
  'grants/question-values.ts',
  'applications/application-calls.ts',
  'applications/application-vocabulary.ts',
  'applications/application-rules.ts',
  'applications/application-list-vocabulary.ts',
  'applications/conversation-limits.ts',
  'users/user-calls.ts',
  'users/account-link-vocabulary.ts',
  'users/password-rules.ts',
  'users/password-calls.ts',
  'users/card-number-calls.ts',
  'users/card-number-mask.ts',
  'files/file-calls.ts',
  'files/allowed-file-types.ts',
  'notifications/notification-calls.ts',
  'notifications/notification-kinds.ts',
  'notifications/notification-text.ts',
  'languages/language-pack-calls.ts',
  'languages/language-pack-vocabulary.ts',
  'reviews/review-calls.ts',
  'reviews/review-limits.ts',
];

const sourceRoot = import.meta.dirname;

/** What a module imports or re-exports as values (not `import type`/`export type`). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = text.match(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'[^']+'/gms) ?? [];
  return statements.map((statement) => /from\s+'([^']+)'$/.exec(statement)?.[1] ?? '');
}

/** The chain of value imports from `file` to zod, or undefined when there is none. */
function pathToZod(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (specifier === 'zod') return [relative(sourceRoot, file), 'zod'];
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
    const chain = pathToZod(target, seen);
    if (chain) return [relative(sourceRoot, file), ...chain];
  }
  return undefined;
}

describe('the modules the screens import', () => {
  it.each(screenModules)('%s brings no zod, by any chain of value imports', (module) => {
    expect(pathToZod(join(sourceRoot, module))).toBeUndefined();
  });

  it('finds a chain where there is one (the check itself)', () => {
    expect(pathToZod(join(sourceRoot, 'grants/grant-endpoints.ts'))).toEqual([
      'grants/grant-endpoints.ts',
      'zod',
    ]);
    expect(pathToZod(join(sourceRoot, 'applications/application-draft.ts'))).toEqual([
      'applications/application-draft.ts',
      'zod',
    ]);
  });

  it('lists every zod-free calls module', () => {
    const callModules = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-calls.ts'))
      .sort();
    expect(callModules).toEqual(screenModules.filter((file) => file.endsWith('-calls.ts')).sort());
  });
});
