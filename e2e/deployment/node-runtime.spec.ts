// Which Node runs the portal. `npm install` fetches Node 24 LTS from the registry (the root's `node`
// development dependency) and npm puts it first on the PATH of every script, so `npm start`,
// `npm test` and CI run on it even on a machine whose own Node is older; the images use the same major.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string): string => readFileSync(path.join(repository, file), 'utf8');
const major = (version: string): number => Number(/(\d+)/.exec(version)?.[1]);

const rootPackage = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node runtime', () => {
  it('is Node 24 under npm test, whatever Node the machine has', () => {
    expect(major(process.versions.node)).toBe(24);
  });

  it('comes from the registry as a development dependency of the root package', () => {
    expect(major(rootPackage.devDependencies.node ?? '')).toBe(24);
    expect(rootPackage.engines.node).toBe('>=22');
  });

  it.each(['services/Dockerfile', 'gateway/Dockerfile'])(
    '%s builds and runs on Node 24',
    (file) => {
      const image = /^ARG NODE_IMAGE=node:(\S+)$/m.exec(read(file))?.[1] ?? '';
      expect(major(image)).toBe(24);
    },
  );
});
