import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('@portal/contract/http', () => {
  // web-kit reads error bodies and fills endpoint paths on every page, from the first paint on:
  // this entry must not bring zod (a value import of it, or of a module that builds schemas).
  it('imports zod only for types', () => {
    const files = readdirSync(import.meta.dirname).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'),
    );
    const withValueImports = files.filter((name) =>
      /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(
        readFileSync(join(import.meta.dirname, name), 'utf8'),
      ),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(withValueImports).toEqual([]);
  });
});
