import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  memoryByPart,
  parentPidOf,
  parseSmapsRollup,
  partOfProcess,
  sampleProcessTree,
  type ProcessMemory,
  type ProcessSample,
} from './process-memory.js';

const rollup = `55d0c0a00000-7ffd5e7f5000 ---p 00000000 00:00 0                          [rollup]
Rss:              112448 kB
Pss:               62311 kB
Pss_Dirty:         54012 kB
Pss_Anon:          53900 kB
Pss_File:           8411 kB
Pss_Shmem:             0 kB
Shared_Clean:      50436 kB
Shared_Dirty:          0 kB
Private_Clean:      8000 kB
Private_Dirty:     54012 kB
Referenced:       112448 kB
Anonymous:         53900 kB
Swap:                  0 kB
SwapPss:               0 kB
Locked:                0 kB
`;

const kib = (value: number) => value * 1024;

function memory(pss: number, shmem = 0): ProcessMemory {
  return {
    pss: kib(pss),
    pssAnon: kib(pss - shmem),
    pssFile: 0,
    pssShmem: kib(shmem),
    rss: kib(pss),
  };
}

describe('parseSmapsRollup', () => {
  it('reads PSS and its parts in bytes', () => {
    expect(parseSmapsRollup(rollup)).toEqual({
      pss: kib(62311),
      pssAnon: kib(53900),
      pssFile: kib(8411),
      pssShmem: 0,
      rss: kib(112448),
    });
  });

  it('says which line is missing rather than answering 0', () => {
    expect(() => parseSmapsRollup('Rss: 1 kB\n')).toThrow('no Pss line');
  });
});

describe('parentPidOf', () => {
  it('finds the parent after a command holding spaces and parentheses', () => {
    expect(parentPidOf('4242 (node (worker) x) S 4200 4242 4200 0 -1 4194560')).toBe(4200);
    expect(parentPidOf('17 (postgres) S 12 17 12 0 -1 4194560 1 0')).toBe(12);
  });
});

describe('the parts of the portal', () => {
  const launcher = 100;
  const partPids = { postgres: 110, objects: 102, identity: 103, gateway: 104 };
  const samples: ProcessSample[] = [
    { pid: 100, parentPid: 1, command: 'node tools/launcher/dist/main.js', memory: memory(30_000) },
    // A runner doing one job (creating the database) during a sample.
    { pid: 101, parentPid: 100, command: 'node runner-main.js', memory: memory(17_000) },
    { pid: 102, parentPid: 100, command: 'node runner-main.js', memory: memory(29_000) },
    {
      pid: 103,
      parentPid: 100,
      command: 'node services/identity/dist/main.js',
      memory: memory(60_000),
    },
    { pid: 104, parentPid: 100, command: 'node gateway/dist/main.js', memory: memory(40_000) },
    {
      pid: 110,
      parentPid: 100,
      command: '/x/native/bin/postgres -D /tmp/data/postgres -p 5432',
      memory: memory(9_000, 5_000),
    },
    { pid: 111, parentPid: 110, command: 'postgres: checkpointer', memory: memory(800) },
    { pid: 112, parentPid: 110, command: 'postgres: walwriter', memory: memory(1_200, 500) },
    {
      pid: 113,
      parentPid: 110,
      command: 'postgres: portal portal 127.0.0.1(55980) idle',
      memory: memory(3_000, 700),
    },
    {
      pid: 114,
      parentPid: 110,
      command: 'postgres: portal portal 127.0.0.1(56002) SELECT',
      memory: memory(3_100, 700),
    },
    { pid: 120, parentPid: 103, command: 'sh -c something', memory: memory(500) },
  ];

  it('names each process by its part: the launcher, endpoints.json pids, PostgreSQL by title', () => {
    const names = samples.map((sample) => partOfProcess(sample, samples, launcher, partPids));
    expect(names).toEqual([
      'launcher',
      'node runner-main.js',
      'object store (Node, s3rver)',
      'identity',
      'gateway',
      'PostgreSQL server and its workers',
      'PostgreSQL server and its workers',
      'PostgreSQL server and its workers',
      'PostgreSQL connections',
      'PostgreSQL connections',
      'sh -c something',
    ]);
  });

  it('sums each part and keeps the table order, anything unknown last', () => {
    const parts = memoryByPart(samples, launcher, partPids);
    expect(parts.map(({ part, processes }) => [part, processes])).toEqual([
      ['launcher', 1],
      ['PostgreSQL server and its workers', 3],
      ['PostgreSQL connections', 2],
      ['object store (Node, s3rver)', 1],
      ['identity', 1],
      ['gateway', 1],
      ['node runner-main.js', 1],
      ['sh -c something', 1],
    ]);
    const server = parts.find(({ part }) => part === 'PostgreSQL server and its workers');
    expect(server?.memory.pss).toBe(kib(9_000 + 800 + 1_200));
    expect(server?.memory.pssShmem).toBe(kib(5_500));
    const total = parts.reduce((sum, { memory: { pss } }) => sum + pss, 0);
    expect(total).toBe(samples.reduce((sum, { memory: { pss } }) => sum + pss, 0));
  });
});

describe('sampleProcessTree', () => {
  it('reads a live process and its children from /proc', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], {
      stdio: 'ignore',
    });
    try {
      await sleep(200);
      const tree = sampleProcessTree(process.pid);
      const mine = tree.find(({ pid }) => pid === process.pid);
      const its = tree.find(({ pid }) => pid === child.pid);
      expect(mine?.memory.pss).toBeGreaterThan(0);
      expect(its?.parentPid).toBe(process.pid);
      expect(its?.command).toContain('setTimeout');
    } finally {
      child.kill();
    }
  });
});
