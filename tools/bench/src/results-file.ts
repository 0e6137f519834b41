import { execFileSync } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The file every run's results are appended to, beside the bench's package.json. */
export const resultsFile = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryBytes: number;
}

/** What a run is compared by: when, on what, with which Node, of which commit, measuring what. */
export interface RunContext {
  date: Date;
  machine: Machine;
  nodeVersion: string;
  /** The commit measured, with `+ changes` when the work tree differed from it. */
  commit: string;
  sections: readonly string[];
  seconds: number;
}

export function thisMachine(): Machine {
  const cores = cpus();
  return {
    cpuModel: cores[0]?.model.trim() ?? 'unknown CPU',
    cores: cores.length,
    memoryBytes: totalmem(),
  };
}

/** The checkout's commit, or `unknown` outside a git work tree. */
export function currentCommit(cwd: string): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
    const commit = git('rev-parse', '--short=12', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') === ''
      ? commit
      : `${commit} + changes`;
  } catch {
    return 'unknown';
  }
}

/** One run as a section of RESULTS.md: a heading, what it ran on, then the report's tables. */
export function runSection(context: RunContext, report: string): string {
  const { date, machine } = context;
  const gib = (machine.memoryBytes / 2 ** 30).toFixed(1);
  return [
    '',
    `## ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${context.commit}`,
    '',
    `- machine: ${machine.cores} × ${machine.cpuModel}, ${gib} GiB of memory`,
    `- Node ${context.nodeVersion}`,
    `- sections: ${context.sections.join(', ')}; BENCH_SECONDS=${context.seconds}`,
    '',
    report.trim(),
    '',
  ].join('\n');
}

/** Appends one run's results to the results file (RESULTS.md unless told otherwise). */
export async function appendRunResults(
  context: RunContext,
  report: string,
  file: string = resultsFile,
): Promise<void> {
  await appendFile(file, runSection(context, report));
}
