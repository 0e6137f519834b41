// The memory of the portal's processes, read from Linux's /proc: the resident memory of one
// process (/proc/<pid>/status, VmRSS: what it holds in RAM, heap, buffers and code alike), and
// the proportional set size of a whole process tree, part by part (/proc/<pid>/smaps_rollup).
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const mebibyte = 1024 * 1024;

/** The process's resident set size in bytes now. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(match[1]) * 1024;
}

/**
 * Waits until the process's resident memory has stayed within `toleranceBytes` for `quietMs`
 * (what the last run left is freed or kept for good), at most `timeoutMs`; answers it then.
 */
export async function settledResidentBytes(
  pid: number,
  { quietMs = 1_500, toleranceBytes = 2 * mebibyte, timeoutMs = 10_000 } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let low = residentBytes(pid);
  let high = low;
  let quietSince = Date.now();
  for (;;) {
    await sleep(50);
    const now = residentBytes(pid);
    low = Math.min(low, now);
    high = Math.max(high, now);
    if (high - low > toleranceBytes) {
      low = high = now;
      quietSince = Date.now();
    }
    if (Date.now() - quietSince >= quietMs || Date.now() > deadline) return now;
  }
}

export interface ResidentGrowth {
  beforeBytes: number;
  peakBytes: number;
  /** Peak minus before. */
  growthBytes: number;
  samples: number;
}

/** Samples a process's resident memory every `intervalMs` from `before` on, keeping the peak. */
export class ResidentPeak {
  private peakBytes: number;
  private samples = 0;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly pid: number,
    private readonly beforeBytes: number,
    intervalMs: number,
  ) {
    this.peakBytes = beforeBytes;
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Starts sampling; `before` is read at once (settle the process first for a fair baseline). */
  static start(pid: number, intervalMs = 50): ResidentPeak {
    return new ResidentPeak(pid, residentBytes(pid), intervalMs);
  }

  stop(): ResidentGrowth {
    clearInterval(this.timer);
    this.sample();
    return {
      beforeBytes: this.beforeBytes,
      peakBytes: this.peakBytes,
      growthBytes: this.peakBytes - this.beforeBytes,
      samples: this.samples,
    };
  }

  private sample(): void {
    try {
      this.peakBytes = Math.max(this.peakBytes, residentBytes(this.pid));
      this.samples += 1;
    } catch {
      // The process ended: its peak is what was seen.
    }
  }
}

/**
 * What Linux's /proc/<pid>/smaps_rollup says of one process, in bytes. PSS (proportional set
 * size) counts each page the process holds divided by the number of processes sharing it (Node's
 * code, PostgreSQL's shared buffers), so the PSS of several processes adds up to what they hold
 * together, where their RSS would count shared pages once per process.
 */
export interface ProcessMemory {
  pss: number;
  /** Private memory: heaps, stacks, buffers. */
  pssAnon: number;
  /** Mapped files, mostly the executable's code (Node's binary, PostgreSQL's). */
  pssFile: number;
  /** Shared memory: PostgreSQL's shared buffers and tables. */
  pssShmem: number;
  rss: number;
}

/** Reads the fields of /proc/<pid>/smaps_rollup (kB) into bytes. */
export function parseSmapsRollup(text: string): ProcessMemory {
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text);
    if (!match?.[1]) throw new Error(`smaps_rollup has no ${name} line`);
    return Number(match[1]) * 1024;
  };
  return {
    pss: field('Pss'),
    pssAnon: field('Pss_Anon'),
    pssFile: field('Pss_File'),
    pssShmem: field('Pss_Shmem'),
    rss: field('Rss'),
  };
}

/** The parent's pid in /proc/<pid>/stat (the command may hold spaces and parentheses). */
export function parentPidOf(statLine: string): number {
  const afterCommand = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  return Number(afterCommand[1]);
}

/** One process of the portal's tree, as sampled. */
export interface ProcessSample {
  pid: number;
  parentPid: number;
  /** Its command line, arguments joined by spaces (PostgreSQL rewrites its own: "postgres: walwriter"). */
  command: string;
  memory: ProcessMemory;
}

/**
 * The process `rootPid` and every descendant, each with its memory now. A process that ends
 * while it is read is left out.
 */
export function sampleProcessTree(rootPid: number): ProcessSample[] {
  const samples: ProcessSample[] = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.shift() as number;
    try {
      const memory = parseSmapsRollup(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const parentPid = parentPidOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      samples.push({ pid, parentPid, command, memory });
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(' ').map(Number));
      }
    } catch {
      // ended meanwhile
    }
  }
  return samples;
}

/** The parts of the portal, as named in the memory table. */
export const memoryPartOrder = [
  'launcher',
  'PostgreSQL server and its workers',
  'PostgreSQL connections',
  'object store (Node, s3rver)',
  'identity',
  'grants',
  'applications',
  'files',
  'gateway',
] as const;

/**
 * Which part a process belongs to: the launcher, one named in endpoints.json's `pids` (the
 * object store's runner, the services, the gateway), or PostgreSQL: the server (`postgres` in
 * `pids`, the launcher's own child) and its background workers, or a connection ("postgres:
 * portal portal 127.0.0.1(…) idle"). Anything else is named by its command.
 */
export function partOfProcess(
  sample: ProcessSample,
  samples: readonly ProcessSample[],
  launcherPid: number,
  partPids: Readonly<Record<string, number | undefined>>,
): string {
  if (sample.pid === launcherPid) return 'launcher';
  const named = Object.entries(partPids).find(([, pid]) => pid === sample.pid)?.[0];
  if (named === 'postgres') return 'PostgreSQL server and its workers';
  if (named === 'objects') return 'object store (Node, s3rver)';
  if (named) return named;
  const byPid = new Map(samples.map((candidate) => [candidate.pid, candidate]));
  for (let parent = byPid.get(sample.parentPid); parent; parent = byPid.get(parent.parentPid)) {
    if (parent.pid === partPids.postgres) {
      // A backend's title is "postgres: <user> <database> <host>(<port>) <state>".
      return /^postgres: \S+ \S+ \S+\(\d+\)/.test(sample.command)
        ? 'PostgreSQL connections'
        : 'PostgreSQL server and its workers';
    }
  }
  return sample.command.slice(0, 40);
}

export interface PartMemory {
  part: string;
  processes: number;
  memory: ProcessMemory;
}

/** The samples summed by part, in `memoryPartOrder` (anything else after, by name). */
export function memoryByPart(
  samples: readonly ProcessSample[],
  launcherPid: number,
  partPids: Readonly<Record<string, number | undefined>>,
): PartMemory[] {
  const parts = new Map<string, PartMemory>();
  for (const sample of samples) {
    const part = partOfProcess(sample, samples, launcherPid, partPids);
    const sum = parts.get(part) ?? {
      part,
      processes: 0,
      memory: { pss: 0, pssAnon: 0, pssFile: 0, pssShmem: 0, rss: 0 },
    };
    sum.processes += 1;
    for (const key of Object.keys(sum.memory) as Array<keyof ProcessMemory>) {
      sum.memory[key] += sample.memory[key];
    }
    parts.set(part, sum);
  }
  const rank = (part: string) => {
    const index = (memoryPartOrder as readonly string[]).indexOf(part);
    return index === -1 ? memoryPartOrder.length : index;
  };
  return [...parts.values()].sort(
    (a, b) => rank(a.part) - rank(b.part) || a.part.localeCompare(b.part),
  );
}
