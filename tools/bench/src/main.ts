// npm run bench: what one machine can do for sign-in, measured in one run.
//  - sign-ins per second (POST /api/users/login: one argon2id check each, at most one per core)
//  - GET /api/users/me latency p50/p99 (token check + role lookup + decrypting the profile)
// each through the gateway and directly against the identity service, to show the gateway's cost;
//  - GET /api/users/me again while 100 slow-body clients attack from another address;
//  - GET /api/available-grants (a member's grant list) with 200 published grants of three
//    sections and ten questions each, through the gateway (plain, and brotli as browsers ask)
//    and directly against grants;
//  - the deadline rush: 200 members submitting to one grant as fast as the portal takes them,
//    through the gateway, then the stored count checked against the acknowledged one;
//  - uploads (uploads.ts): the files service's memory for one 100 MiB upload and for 20 of
//    10 MiB at once, and their throughput through the gateway against the store's own PUT rate;
//  - the deadline rush again with three 1 MiB documents sent after each acknowledged submission;
//  - the member's routes in Chromium on a slow link (browser/): largest contentful paint and the
//    moment the route's main control is usable, cold and repeat, and the JavaScript each fetches;
//  - notification emails (notification-burst.ts): 200 status changes in a burst by a reviewer
//    through the gateway, relayed by the applications outbox to the notifications service, until
//    the last email is written to npm start's mail folder, and emails written against notices
//    expected.
//  - the whole portal's memory (stack-memory.ts): PSS over the launcher's process tree, part by
//    part, at ready, 30 s later, after a burst of sign-ins and once settled; first, on the fresh
//    portal.
// BENCH_SECTIONS (memory, api, browser, uploads, notifications, rush; all by default) picks some.
// It starts its own portal through the launcher, on a temporary DATA_DIR. The load generator
// runs on the same machine and takes CPU from the portal: compare runs on the same machine.
import { cpus } from 'node:os';
import path from 'node:path';
import { PortalProcess } from '@portal/launcher/portal-process';
import type { LoginResponse } from '@portal/contract';
import { benchMemberRoutes } from './browser/browser-bench.js';
import { reportMemberRoutes } from './browser/browser-report.js';
import { appendRunResults, currentCommit, resultsFile, thisMachine } from './results-file.js';
import { deadlineRush } from './deadline-rush.js';
import { publishRushGrant } from './deadline-rush-grant.js';
import { reportRush } from './deadline-rush-report.js';
import { measure, type LoadResult } from './load.js';
import { measureNotificationBurst, reportNotificationBurst } from './notification-burst.js';
import { publishGrants } from './published-grants.js';
import { registerRushMembers } from './rush-members.js';
import { startSlowClients } from './slow-clients.js';
import { benchStackMemory, reportStackMemory } from './stack-memory.js';
import { reportUploadRush, reportUploads } from './upload-report.js';
import { uploadRush } from './upload-rush.js';
import { benchUploads } from './uploads.js';
import { benchReport } from './report-output.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_SECTIONS=browser (for example) measures only that: memory, api, browser, uploads, notifications, rush. */
const sections = new Set(
  (process.env.BENCH_SECTIONS ?? 'memory,api,browser,uploads,notifications,rush').split(','),
);
/** The notifications section: 10 applications, each changed 20 times (200 status changes). */
const notificationBurst = { applications: 10, changesPerApplication: 20 } as const;
const browserRuns = 3;
const publishedGrants = 200;
const rushMembers = 200;
const maxUploadMegabytes = 128;
const admin = { email: 'admin@bench.example', password: 'bench admin password 1234' };
const member = {
  firstName: 'Bench',
  lastName: 'Member',
  email: 'bench.member@bench.example',
  cardNumber: 'RS-BENCH-1',
  password: 'bench member password',
};

async function main(): Promise<void> {
  process.stdout.write(`starting a portal (temporary data)…\n`);
  // The load comes from one address: the per-address request limit would measure itself.
  // Uploads of 100 MiB must be allowed (the default MAX_UPLOAD_MB is 25).
  const portal = await PortalProcess.start({
    admin,
    env: {
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '0',
      MAX_UPLOAD_MB: String(maxUploadMegabytes),
    },
  });
  try {
    const { gateway, services } = await portal.addresses();
    if (sections.has('memory')) {
      process.stdout.write(`the whole portal's memory, from ready on…\n`);
      const memory = await benchStackMemory({
        portal,
        gateway,
        admin,
        say: (line) => process.stdout.write(`${line}\n`),
      });
      // An aim missed is printed, not a failure (as for uploads).
      reportStackMemory(memory);
      if (memory.burst.failures > 0) process.exitCode = 1;
      if (![...sections].some((section) => section !== 'memory')) return;
    }
    const session = await register(gateway);
    const rows: Array<[string, string, LoadResult]> = [];
    const login = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    };
    const me = { method: 'GET' as const, headers: { authorization: `Bearer ${session.token}` } };

    if (sections.has('api')) {
      for (const [via, base] of [
        ['gateway', gateway],
        ['identity direct', services.identity],
      ] as const) {
        process.stdout.write(`POST /api/users/login via ${via} for ${seconds} s…\n`);
        rows.push([
          'POST /api/users/login',
          via,
          await measure({ url: `${base}/api/users/login`, ...login, connections: 8, seconds }),
        ]);
      }
      for (const [via, base] of [
        ['gateway', gateway],
        ['identity direct', services.identity],
      ] as const) {
        process.stdout.write(`GET /api/users/me via ${via} for ${seconds} s…\n`);
        rows.push([
          'GET /api/users/me',
          via,
          await measure({ url: `${base}/api/users/me`, ...me, connections: 16, seconds }),
        ]);
      }
      process.stdout.write(`GET /api/users/me via gateway while 100 slow clients attack…\n`);
      const attack = startSlowClients({
        baseUrl: gateway,
        clients: 100,
        localAddress: '127.0.9.9',
        intervalMs: 1_000,
      });
      try {
        rows.push([
          'GET /api/users/me, 100 slow clients',
          'gateway',
          await measure({ url: `${gateway}/api/users/me`, ...me, connections: 16, seconds }),
        ]);
      } finally {
        attack.stop();
      }
    }

    process.stdout.write(`publishing ${publishedGrants} grants (3 sections × 10 questions)…\n`);
    const staff = await signIn(gateway, admin.email, admin.password);
    await publishGrants(gateway, staff.token, publishedGrants);
    const listed = await fetch(`${gateway}/api/available-grants`, {
      headers: { authorization: `Bearer ${session.token}`, 'accept-encoding': 'identity' },
    });
    const answerBytes = (await listed.arrayBuffer()).byteLength;
    if (sections.has('api')) {
      // Browsers ask for brotli, and the gateway compresses this answer for them: the third row
      // shows what compressing costs the gateway (autocannon asks for nothing by default).
      for (const [via, base, encoding] of [
        ['gateway', gateway, 'identity'],
        ['gateway, br as browsers ask', gateway, 'br, gzip'],
        ['grants direct', services.grants, 'identity'],
      ] as const) {
        process.stdout.write(`GET /api/available-grants via ${via} for ${seconds} s…\n`);
        rows.push([
          `GET /api/available-grants (${publishedGrants} grants, ${answerBytes} bytes)`,
          via,
          await measure({
            url: `${base}/api/available-grants`,
            method: 'GET',
            headers: { ...me.headers, 'accept-encoding': encoding },
            connections: 16,
            seconds,
          }),
        ]);
      }
      report(rows);
    }

    if (sections.has('browser')) {
      process.stdout.write(`\nthe member's routes in Chromium on a slow link…\n`);
      const [firstGrant] = (await (
        await fetch(`${gateway}/api/available-grants`, {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json()) as Array<{ _id: string }>;
      if (!firstGrant) throw new Error('no published grant to open');
      // In English, then in French: a member who chose French also fetches the catalogues.
      for (const language of ['en', 'fr'] as const) {
        const figures = await benchMemberRoutes({
          gateway,
          member: session,
          grantId: firstGrant._id,
          runs: browserRuns,
          language,
        });
        reportMemberRoutes(figures, browserRuns, language);
      }
    }

    if (sections.has('uploads')) {
      process.stdout.write(
        `\nuploads: a member's applications to a grant asking for a document…\n`,
      );
      const uploads = await benchUploads({
        portal,
        gateway,
        memberToken: session.token,
        grantId: await publishRushGrant(gateway, staff.token),
      });
      if (!reportUploads(uploads)) process.exitCode = 1;
    }

    if (sections.has('notifications')) {
      const { mail } = await portal.addresses();
      if (!mail) throw new Error('npm start wrote no mail folder (is SMTP_URL set?)');
      const changes = notificationBurst.applications * notificationBurst.changesPerApplication;
      process.stdout.write(
        `\nnotification emails: ${notificationBurst.applications} applications, then ${changes} status changes in a burst…\n`,
      );
      const burst = await measureNotificationBurst({
        ...notificationBurst,
        gateway,
        reviewerToken: staff.token,
        member: { token: session.token, email: member.email },
        grantId: await publishRushGrant(gateway, staff.token),
        mailFolder: mail.folder,
        portalLog: () => portal.log,
      });
      if (!reportNotificationBurst(burst)) process.exitCode = 1;
    }

    if (!sections.has('rush')) return;
    process.stdout.write(`\nregistering ${rushMembers} members for the deadline rush…\n`);
    const rush = await registerRushMembers(gateway, rushMembers);
    try {
      const grantId = await publishRushGrant(gateway, staff.token);
      process.stdout.write(`deadline rush: ${rushMembers} members submitting for ${seconds} s…\n`);
      const result = await deadlineRush({
        gateway,
        grantId,
        reviewerToken: staff.token,
        members: rush.members,
        seconds,
      });
      if (!reportRush(result, rush.addresses.length)) process.exitCode = 1;

      process.stdout.write(
        `\ndeadline rush with documents: ${rushMembers} members submitting and uploading for ${seconds} s…\n`,
      );
      const { pids } = await portal.addresses();
      const withDocuments = await uploadRush({
        gateway,
        staffToken: staff.token,
        members: rush.members,
        seconds,
        filesPid: pids.files ?? 0,
      });
      if (!reportUploadRush(withDocuments, rush.addresses.length)) process.exitCode = 1;
    } finally {
      await rush.close();
    }
  } finally {
    await portal.destroy();
  }
}

async function signIn(gateway: string, email: string, password: string): Promise<LoginResponse> {
  const response = await fetch(`${gateway}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`could not sign in ${email}: ${response.status}`);
  return (await response.json()) as LoginResponse;
}

async function register(gateway: string): Promise<LoginResponse> {
  const response = await fetch(`${gateway}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (!response.ok)
    throw new Error(
      `could not register the bench member: ${response.status} ${await response.text()}`,
    );
  return (await response.json()) as LoginResponse;
}

function report(rows: Array<[string, string, LoadResult]>): void {
  const cpu = cpus();
  benchReport.write(
    `\n${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}, ${seconds} s per line\n\n`,
  );
  benchReport.write(
    '| call | via | requests/s | p50 ms | p99 ms | requests | failures |\n|---|---|---:|---:|---:|---:|---:|\n',
  );
  for (const [call, via, result] of rows) {
    benchReport.write(
      `| ${call} | ${via} | ${result.requestsPerSecond.toFixed(1)} | ${result.p50Ms} | ${result.p99Ms} | ${result.requests} | ${result.failures} |\n`,
    );
  }
  // The gateway's cost on each call measured both ways: gateway requests/s over direct.
  const calls = [...new Set(rows.map(([call]) => call))];
  const ratios = calls.flatMap((call) => {
    const [viaGateway, direct] = [
      rows.find(([name, via]) => name === call && via === 'gateway'),
      rows.find(([name, via]) => name === call && via.endsWith('direct')),
    ];
    return viaGateway && direct
      ? [
          `| ${call} | ${(viaGateway[2].requestsPerSecond / direct[2].requestsPerSecond).toFixed(2)} |`,
        ]
      : [];
  });
  benchReport.write(
    `\n| call | gateway ÷ direct (requests/s) |\n|---|---:|\n${ratios.join('\n')}\n`,
  );
  if (rows.some(([, , result]) => result.failures > 0)) {
    benchReport.write('\nSome requests failed: the figures above are not comparable.\n');
    process.exitCode = 1;
  }
}

await main();
await recordRun();

/** Appends what the reports wrote to RESULTS.md, with the date, machine, Node and commit. */
async function recordRun(): Promise<void> {
  const report = benchReport.text();
  if (report.trim() === '') return;
  await appendRunResults(
    {
      date: new Date(),
      machine: thisMachine(),
      nodeVersion: process.version,
      commit: currentCommit(path.dirname(resultsFile)),
      sections: [...sections],
      seconds,
    },
    report,
  );
  process.stdout.write(`
results appended to ${resultsFile}
`);
}
