import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendRunResults, currentCommit, thisMachine, type RunContext } from './results-file.js';

const context: RunContext = {
  date: new Date('2026-11-27T19:20:45Z'),
  machine: { cpuModel: 'AMD EPYC 9B14', cores: 2, memoryBytes: 8 * 2 ** 30 },
  nodeVersion: 'v24.21.0',
  commit: '7b691d3c0ffe',
  sections: ['api', 'rush'],
  seconds: 10,
};

describe('the results file', () => {
  let directory: string;
  let file: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'bench-results-'));
    file = path.join(directory, 'RESULTS.md');
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it("appends a run after what the file holds, with its date, commit, machine, Node and the report's tables", async () => {
    await writeFile(file, '# Benchmark results\n\n## Earlier runs\n\nkept as it was\n');
    const table = '\n| call | requests/s |\n|---|---:|\n| GET /api/users/me | 1170.0 |\n';

    await appendRunResults(context, table, file);

    expect(await readFile(file, 'utf8')).toBe(
      [
        '# Benchmark results',
        '',
        '## Earlier runs',
        '',
        'kept as it was',
        '',
        '## 2026-11-27 19:20 UTC, commit 7b691d3c0ffe',
        '',
        '- machine: 2 × AMD EPYC 9B14, 8.0 GiB of memory',
        '- Node v24.21.0',
        '- sections: api, rush; BENCH_SECONDS=10',
        '',
        '| call | requests/s |',
        '|---|---:|',
        '| GET /api/users/me | 1170.0 |',
        '',
      ].join('\n'),
    );
  });

  it('keeps every run: a second run comes after the first', async () => {
    await writeFile(file, '# Benchmark results\n');
    await appendRunResults(context, 'first', file);
    await appendRunResults({ ...context, date: new Date('2026-11-28T08:00:00Z') }, 'second', file);

    const text = await readFile(file, 'utf8');
    expect(text.indexOf('## 2026-11-27 19:20 UTC')).toBeLessThan(
      text.indexOf('## 2026-11-28 08:00 UTC'),
    );
    expect(text.match(/^## /gm)).toHaveLength(2);
  });

  it('describes this machine and checkout as they are', () => {
    const machine = thisMachine();
    expect(machine.cores).toBeGreaterThan(0);
    expect(machine.memoryBytes).toBeGreaterThan(0);
    expect(machine.cpuModel).not.toBe('');
    expect(currentCommit(process.cwd())).toMatch(/^[0-9a-f]{12}( \+ changes)?$/);
    expect(currentCommit(tmpdir())).toBe('unknown');
  });
});
