import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Files git tracks (the repository as committed or staged, never node_modules or builds). */
export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repositoryRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');
}

export function readTracked(file: string): string {
  return readFileSync(path.join(repositoryRoot, file), 'utf8');
}
