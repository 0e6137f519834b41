// The whole one-machine portal's memory (a small office server, at most 400 MiB of
// proportional set size summed over its processes): the launcher's process tree, sampled from
// /proc at four moments, part by part:
//  - ready: as the launcher says "ready";
//  - ready + 30 s, the portal idle;
//  - just after a burst of use: 200 sign-ins (8 at once, each an argon2id check) and 400 reads of
//    the lists a member and a reviewer open (grants, published grants, applications, /me), through
//    the gateway;
//  - settled: 30 s after the burst, once the services' pools have closed the PostgreSQL
//    connections the burst opened (pg closes a connection idle for 10 s).
// Runs first, on the bench's fresh portal, before any other section loads it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { PortalProcess } from '@portal/launcher/portal-process';
import {
  mebibyte,
  memoryByPart,
  sampleProcessTree,
  type PartMemory,
  type ProcessMemory,
} from './process-memory.js';
import { benchReport } from './report-output.js';

export const stackMemoryAimBytes = 400 * mebibyte;
const idleMs = 30_000;
const settleMs = 30_000;
const burstSignIns = 200;
const burstReads = 400;

export interface StackMemoryMoment {
  label: string;
  parts: PartMemory[];
  total: ProcessMemory;
}

export interface StackMemory {
  moments: StackMemoryMoment[];
  burst: { seconds: number; failures: number };
}

export async function benchStackMemory(options: {
  portal: PortalProcess;
  gateway: string;
  admin: { email: string; password: string };
  say: (line: string) => void;
}): Promise<StackMemory> {
  const { portal, gateway, admin, say } = options;
  const launcherPid = portal.pid;
  if (!launcherPid) throw new Error('the portal is not running');
  const moments: StackMemoryMoment[] = [];
  const sample = async (label: string) => {
    const { pids } = await portal.addresses();
    const parts = memoryByPart(sampleProcessTree(launcherPid), launcherPid, pids);
    moments.push({ label, parts, total: sumOf(parts) });
  };

  await sample('ready');
  say(`the portal idle for ${idleMs / 1000} s…`);
  await sleep(idleMs);
  await sample('ready + 30 s');

  say(`a burst: ${burstSignIns} sign-ins and ${burstReads} list reads through the gateway…`);
  const started = Date.now();
  const failures = await burstOfUse(gateway, admin);
  const seconds = (Date.now() - started) / 1000;
  await sample('after the burst');
  say(`settling for ${settleMs / 1000} s…`);
  await sleep(settleMs);
  await sample('settled');
  return { moments, burst: { seconds, failures } };
}

async function burstOfUse(
  gateway: string,
  admin: { email: string; password: string },
): Promise<number> {
  let failures = 0;
  let token = '';
  let signInsLeft = burstSignIns;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (signInsLeft-- > 0) {
        const response = await fetch(`${gateway}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        });
        if (response.ok) token = ((await response.json()) as { token: string }).token;
        else {
          failures += 1;
          await response.body?.cancel();
        }
      }
    }),
  );
  const paths = [
    '/api/available-grants',
    '/api/grants',
    '/api/grant-applications',
    '/api/users/me',
  ];
  let readsLeft = burstReads;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (readsLeft-- > 0) {
        const response = await fetch(`${gateway}${paths[readsLeft % paths.length]}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) failures += 1;
        await response.arrayBuffer();
      }
    }),
  );
  return failures;
}

function sumOf(parts: readonly PartMemory[]): ProcessMemory {
  const total: ProcessMemory = { pss: 0, pssAnon: 0, pssFile: 0, pssShmem: 0, rss: 0 };
  for (const { memory } of parts) {
    for (const key of Object.keys(total) as Array<keyof ProcessMemory>) total[key] += memory[key];
  }
  return total;
}

const mib = (bytes: number) => (bytes / mebibyte).toFixed(1);

/** Prints the tables; answers whether the aim was met at ready + 30 s and settled. */
export function reportStackMemory({ moments, burst }: StackMemory): boolean {
  const out = (text: string) => benchReport.write(text);
  const parts = [...new Set(moments.flatMap((moment) => moment.parts.map(({ part }) => part)))];
  out(
    `\nMemory of the whole portal (PSS, MiB, summed over the launcher's process tree); the burst took ${burst.seconds.toFixed(1)} s, ${burst.failures} failed\n\n`,
  );
  out(`| part | processes | ${moments.map(({ label }) => label).join(' | ')} |\n`);
  out(`|---|---:|${moments.map(() => '---:').join('|')}|\n`);
  for (const part of parts) {
    const cells = moments.map(
      (moment) => moment.parts.find((candidate) => candidate.part === part)?.memory.pss ?? 0,
    );
    const counts = moments.map(
      (moment) => moment.parts.find((candidate) => candidate.part === part)?.processes ?? 0,
    );
    const processes =
      Math.min(...counts) === Math.max(...counts)
        ? String(counts[0])
        : `${Math.min(...counts)}–${Math.max(...counts)}`;
    out(`| ${part} | ${processes} | ${cells.map(mib).join(' | ')} |\n`);
  }
  const aim = stackMemoryAimBytes;
  out(
    `| **total** | ${moments.map((moment) => moment.parts.reduce((sum, part) => sum + part.processes, 0)).join(' / ')} | ${moments
      .map(({ total }) => `**${mib(total.pss)}**`)
      .join(' | ')} |\n`,
  );
  const checked = moments.filter(({ label }) => label === 'ready + 30 s' || label === 'settled');
  out(
    `| aim | | ${moments
      .map((moment) =>
        checked.includes(moment)
          ? `≤ ${mib(aim)} (${moment.total.pss <= aim ? 'met' : 'missed'})`
          : '',
      )
      .join(' | ')} |\n`,
  );

  const settled = moments.at(-1);
  if (settled) {
    out(`\nWhere it goes once settled (PSS, MiB)\n\n`);
    out('| part | private (heap, stacks) | code and mapped files | shared memory | RSS |\n');
    out('|---|---:|---:|---:|---:|\n');
    for (const { part, memory } of settled.parts) {
      out(
        `| ${part} | ${mib(memory.pssAnon)} | ${mib(memory.pssFile)} | ${mib(memory.pssShmem)} | ${mib(memory.rss)} |\n`,
      );
    }
    const { total } = settled;
    out(
      `| **total** | ${mib(total.pssAnon)} | ${mib(total.pssFile)} | ${mib(total.pssShmem)} | ${mib(total.rss)} |\n`,
    );
  }
  return checked.every(({ total }) => total.pss <= aim);
}
