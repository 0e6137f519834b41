import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const budgetsFile = path.join(repositoryRoot, '.size-limit.json');
const sizeLimitCli = path.join(repositoryRoot, 'node_modules/size-limit/bin.js');
// size-limit finds its plugins (@size-limit/file) in the package.json where it runs.
const packageRoot = fileURLToPath(new URL('../', import.meta.url));

interface Budget {
  name: string;
  /** Globs from the repository's root; one starting with '!' leaves files out. */
  path: string | string[];
  limit: string;
}

const parts = ['shell', 'mf-member', 'mf-staff', 'mf-admin'];
const fromRoot = (glob: string) =>
  glob.startsWith('!')
    ? `!${path.join(repositoryRoot, glob.slice(1))}`
    : path.join(repositoryRoot, glob);
interface Measured {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

/** Runs the size check (`size-limit`, as `npm test` does) on a budgets file. */
async function runSizeCheck(configFile: string) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [sizeLimitCli, '--config', configFile, '--json'],
      { cwd: packageRoot },
    );
    return { exitCode: 0, measured: JSON.parse(stdout) as Measured[] };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    if (!failed.stdout.trim())
      throw new Error(`size-limit failed: ${failed.stderr}`, { cause: error });
    return { exitCode: failed.code, measured: JSON.parse(failed.stdout) as Measured[] };
  }
}

/**
 * The size check of `npm test`: size-limit on `.size-limit.json`, every part within its budget;
 * and that an overrun fails the check, shown once
 * with a budget one byte smaller than what the mf-member remote weighs today.
 */
describe('the size check', () => {
  let budgets: Budget[];
  let scratch: string;
  let today: Awaited<ReturnType<typeof runSizeCheck>>;

  // Brotli at its best quality over every built file: seconds on a busy 2-core machine.
  beforeAll(async () => {
    budgets = JSON.parse(await readFile(budgetsFile, 'utf8')) as Budget[];
    scratch = await mkdtemp(path.join(tmpdir(), 'size-budget-'));
    today = await runSizeCheck(budgetsFile);
  }, 120_000);
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('has budgets for each of the four frontend parts, its code and its French words, each measuring built files, each kept', () => {
    expect(budgets.map((budget) => budget.name)).toEqual([
      ...parts.map((part) => `${part}: all JavaScript`),
      ...parts.map((part) => `${part}: its French words`),
    ]);
    const { exitCode, measured } = today;
    // An overrun names the part, its size and its budget (bytes, brotli).
    expect(measured.filter((part) => !part.passed)).toEqual([]);
    expect(exitCode).toBe(0);
    // A glob that matched nothing weighs 0 and would pass any budget.
    for (const part of measured)
      expect(part.size).toBeGreaterThan(part.name.includes('French') ? 500 : 10_000);
  });

  it('fails, naming the part, when a part grows past its budget', async () => {
    const member = today.measured.find((part) => part.name.startsWith('mf-member'));
    if (!member) throw new Error('no mf-member budget');
    const tooSmall = budgets.map((budget) => ({
      ...budget,
      path: Array.isArray(budget.path) ? budget.path.map(fromRoot) : fromRoot(budget.path),
      limit: budget === budgets[1] ? `${member.size - 1} B` : budget.limit,
    }));
    const configFile = path.join(scratch, '.size-limit.json');
    await writeFile(configFile, JSON.stringify(tooSmall));

    const { exitCode, measured: overrun } = await runSizeCheck(configFile);

    expect(exitCode).not.toBe(0);
    expect(overrun.filter((part) => !part.passed).map((part) => part.name)).toEqual([
      'mf-member: all JavaScript',
    ]);
  }, 120_000);
});
