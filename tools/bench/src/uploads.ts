// Uploads through the gateway: a member sends documents to their own applications
// (`POST /api/files/upload`, fields first, the file streamed), and the bench watches the files
// service's resident memory (/proc/<pid>/status, every 50 ms) while it stores them:
//  - one 100 MiB upload, and 20 uploads of 10 MiB at once (each to its own application);
//  - their throughput through the gateway, against the object store's own PUT rate for the
//    same sizes (the minio client, as the files service uses it, straight to the store).
// The body is generated as it is sent (upload-body.ts): the bench holds no file in memory.
//
// Each case starts from a files service as fresh as after `npm start` (stopped with SIGTERM, and
// started again by the launcher), warmed up by one 10 MiB upload: the first large upload into a
// Node process grows it by the socket buffers V8 lets become garbage before it collects them,
// which the process then keeps for reuse; a second 100 MiB upload into the same process shows
// what an upload holds once that is paid.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PortalProcess } from '@portal/launcher/portal-process';
import type { Client } from 'minio';
import { Agent } from 'undici';
import { rushAnswers } from './deadline-rush-grant.js';
import {
  mebibyte,
  ResidentPeak,
  settledResidentBytes,
  type ResidentGrowth,
} from './process-memory.js';
import { portalBucket, portalStore } from './portal-store.js';
import { sendUpload, type UploadOutcome } from './send-upload.js';
import { generatedPdf } from './upload-body.js';

export interface UploadCase {
  label: string;
  uploads: number;
  fileBytes: number;
  /** The files service's resident memory from just before the first byte to the last answer. */
  memory: ResidentGrowth;
  /** the aim for the growth per upload. */
  aimPerUploadBytes: number;
  /** All the files' bytes over the time from the first byte sent to the last answer. */
  gatewayMiBps: number;
  /** The same uploads written by the minio client straight to the store. */
  storeMiBps: number;
  failures: string[];
}

export interface UploadBenchOptions {
  portal: PortalProcess;
  gateway: string;
  /** A member's token: they upload to their own applications. */
  memberToken: string;
  /** A published grant whose question 1-2 is a file question. */
  grantId: string;
}

const single = { uploads: 1, fileBytes: 100 * mebibyte, aimPerUploadBytes: 48 * mebibyte };
const concurrent = { uploads: 20, fileBytes: 10 * mebibyte, aimPerUploadBytes: 12 * mebibyte };

/** Needs the portal started with MAX_UPLOAD_MB of at least 100. */
export async function benchUploads(options: UploadBenchOptions): Promise<UploadCase[]> {
  const applications: string[] = [];
  for (let index = 0; index <= concurrent.uploads; index += 1)
    applications.push(await submitApplication(options, index));
  const [own = '', ...others] = applications;
  const agent = new Agent({ connections: concurrent.uploads + 1 });
  const store = await portalStore(options.portal);
  try {
    const upload = (applicationId: string, fileBytes: number, questionKey = '1-2') =>
      sendUpload(
        options.gateway,
        options.memberToken,
        { applicationId, questionKey, fileBytes },
        agent,
      );
    /** A fresh files service, warmed up: code compiled and sockets opened on first use. */
    const freshFiles = async () => {
      const pid = await restartedFilesService(options.portal);
      const warmUp = await upload(own, 10 * mebibyte, '1-3');
      if (warmUp.problem) throw new Error(`the warm-up upload failed: ${warmUp.problem}`);
      return pid;
    };

    process.stdout.write(
      `uploads: one of 100 MiB through the gateway, twice, then straight to the store…\n`,
    );
    let filesPid = await freshFiles();
    const first = await measured(filesPid, () => upload(own, single.fileBytes).then((o) => [o]));
    const again = await measured(filesPid, () => upload(own, single.fileBytes).then((o) => [o]));
    // The store's own rate next to each gateway figure, so both see the same machine load.
    const storeOne = await storePuts(store, 1, single.fileBytes);
    process.stdout.write(
      `uploads: ${concurrent.uploads} of 10 MiB at once, then straight to the store…\n`,
    );
    filesPid = await freshFiles();
    const many = await measured(filesPid, () =>
      Promise.all(others.map((applicationId) => upload(applicationId, concurrent.fileBytes))),
    );
    const storeMany = await storePuts(store, concurrent.uploads, concurrent.fileBytes);

    return [
      caseOf('1 × 100 MiB, fresh files process', single, first, storeOne),
      caseOf('1 × 100 MiB again, same process', single, again, storeOne),
      caseOf(
        `${concurrent.uploads} × 10 MiB at once, fresh files process`,
        concurrent,
        many,
        storeMany,
      ),
    ];
  } finally {
    await agent.close();
  }
}

/**
 * Stops the files service with SIGTERM (it shuts down gracefully; the launcher starts it again,
 * as after any exit it did not ask for) and answers the new process's pid once it is healthy.
 */
async function restartedFilesService(portal: PortalProcess): Promise<number> {
  const before = (await portal.addresses()).pids.files;
  if (!before) throw new Error('endpoints.json names no files process');
  process.kill(before, 'SIGTERM');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { pids, services } = await portal.addresses();
    if (pids.files && pids.files !== before) {
      const health = await fetch(`${services.files}/health`).catch(() => undefined);
      if (health?.ok) return pids.files;
    }
    if (Date.now() > deadline)
      throw new Error(`the files service did not come back within 60 s:\n${portal.log}`);
    await sleep(100);
  }
}

interface Measured {
  outcomes: UploadOutcome[];
  seconds: number;
  memory: ResidentGrowth;
}

async function measured(pid: number, run: () => Promise<UploadOutcome[]>): Promise<Measured> {
  await settledResidentBytes(pid);
  const sampler = ResidentPeak.start(pid);
  const started = performance.now();
  const outcomes = await run();
  const seconds = (performance.now() - started) / 1000;
  return { outcomes, seconds, memory: sampler.stop() };
}

function caseOf(
  label: string,
  shape: typeof single,
  measuredRun: Measured,
  storeMiBps: number,
): UploadCase {
  const totalMiB = (shape.uploads * shape.fileBytes) / mebibyte;
  return {
    label,
    uploads: shape.uploads,
    fileBytes: shape.fileBytes,
    memory: measuredRun.memory,
    aimPerUploadBytes: shape.aimPerUploadBytes,
    gatewayMiBps: totalMiB / measuredRun.seconds,
    storeMiBps,
    failures: measuredRun.outcomes.flatMap((outcome) => (outcome.problem ? [outcome.problem] : [])),
  };
}

/**
 * `count` objects of `bytes` written at once by the minio client straight to the store, three
 * times; answers the median rate in MiB/s (the machine's other work makes one run noisy).
 */
async function storePuts(store: Client, count: number, bytes: number): Promise<number> {
  const rates: number[] = [];
  for (let run = 0; run < 3; run += 1) rates.push(await storePutRate(store, count, bytes));
  return rates.sort((a, b) => a - b)[1] ?? 0;
}

async function storePutRate(store: Client, count: number, bytes: number): Promise<number> {
  const keys = Array.from({ length: count }, () => `bench-direct-${randomUUID()}`);
  const started = performance.now();
  await Promise.all(
    keys.map((key) =>
      store.putObject(portalBucket, key, generatedPdf(bytes), bytes, {
        'Content-Type': 'application/octet-stream',
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  await store.removeObjects(portalBucket, keys);
  return (count * bytes) / mebibyte / seconds;
}

/** A new application of the member's to the grant (each with its own answers); answers its id. */
async function submitApplication(options: UploadBenchOptions, index: number): Promise<string> {
  const response = await fetch(`${options.gateway}/api/grant-applications`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.memberToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ grantId: options.grantId, answers: rushAnswers(1_000, index) }),
  });
  if (response.status !== 201)
    throw new Error(`an application for the uploads was answered ${response.status}`);
  return ((await response.json()) as { _id: string })._id;
}
