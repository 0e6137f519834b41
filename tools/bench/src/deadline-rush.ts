// The deadline rush: many members submitting to the same published grant as fast as
// the portal takes them, through the gateway. Each member submits, waits for the answer, and
// submits again (new answers each time) until the time is up; the first round is everyone at
// the same instant. Then the portal is asked what it stored: every acknowledged application must
// be in the reviewers' list, and in the grant's applicationCount once the outbox has delivered.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApplicationSummary } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { request } from 'undici';
import { rushAnswers } from './deadline-rush-grant.js';
import { percentile } from './percentile.js';
import type { RushMember } from './rush-members.js';

/** How long the grants service gets to receive every "added" event after the rush. */
const outboxDeadlineMs = 60_000;

export interface RushOptions {
  gateway: string;
  grantId: string;
  /** A reviewer's token, to read what was stored. */
  reviewerToken: string;
  members: RushMember[];
  seconds: number;
  /**
   * What a member does once a submission is acknowledged, before submitting again (the uploads'
   * rush sends its documents here); not counted in the submission's latency.
   */
  afterAcknowledged?: (member: RushMember, applicationId: string) => Promise<void>;
}

export interface RushResult {
  members: number;
  seconds: number;
  submissions: number;
  submissionsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  serverErrors: number;
  /** Answers other than 201 and 5xx, and connections that failed. */
  otherFailures: number;
  /** Distinct applications answered 201. */
  acknowledged: number;
  /** The grant's applications in `GET /api/grant-applications?portal=education`. */
  storedInList: number;
  /** The grant's `applicationCount` once it stopped changing or matched (see `outboxCatchUpMs`). */
  applicationCount: number;
  /** From the end of the rush until applicationCount matched; undefined when it never did. */
  outboxCatchUpMs: number | undefined;
}

export async function deadlineRush(options: RushOptions): Promise<RushResult> {
  const latenciesMs: number[] = [];
  const acknowledgedIds = new Set<string>();
  let serverErrors = 0;
  let otherFailures = 0;

  const started = performance.now();
  const endsAt = started + options.seconds * 1000;
  await Promise.all(
    options.members.map(async (member) => {
      for (let attempt = 0; performance.now() < endsAt; attempt += 1) {
        const sent = performance.now();
        let acknowledged: string | undefined;
        try {
          const answer = await request(`${options.gateway}/api/grant-applications`, {
            method: 'POST',
            dispatcher: member.agent,
            headers: {
              authorization: `Bearer ${member.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              grantId: options.grantId,
              answers: rushAnswers(member.index, attempt),
            }),
          });
          if (answer.statusCode === 201) {
            acknowledged = ((await answer.body.json()) as { _id: string })._id;
            acknowledgedIds.add(acknowledged);
          } else {
            await answer.body.dump();
            if (answer.statusCode >= 500) serverErrors += 1;
            else otherFailures += 1;
          }
        } catch {
          otherFailures += 1;
        }
        latenciesMs.push(performance.now() - sent);
        if (acknowledged && options.afterAcknowledged)
          await options.afterAcknowledged(member, acknowledged);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const rushEnded = performance.now();

  const storedInList = (await storedApplications(options)).filter(
    (application) => application.grantId === options.grantId,
  ).length;
  let applicationCount = await grantApplicationCount(options);
  while (
    applicationCount !== acknowledgedIds.size &&
    performance.now() - rushEnded < outboxDeadlineMs
  ) {
    await sleep(100);
    applicationCount = await grantApplicationCount(options);
  }

  latenciesMs.sort((a, b) => a - b);
  return {
    members: options.members.length,
    seconds: elapsedSeconds,
    submissions: latenciesMs.length,
    submissionsPerSecond: latenciesMs.length / elapsedSeconds,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    p99Ms: percentile(latenciesMs, 99),
    serverErrors,
    otherFailures,
    acknowledged: acknowledgedIds.size,
    storedInList,
    applicationCount,
    outboxCatchUpMs:
      applicationCount === acknowledgedIds.size ? performance.now() - rushEnded : undefined,
  };
}

async function storedApplications(options: RushOptions): Promise<ApplicationSummary[]> {
  const response = await fetch(`${options.gateway}/api/grant-applications?portal=education`, {
    headers: { authorization: `Bearer ${options.reviewerToken}` },
  });
  if (!response.ok) throw new Error(`the applications list answered ${response.status}`);
  return (await response.json()) as ApplicationSummary[];
}

async function grantApplicationCount(options: RushOptions): Promise<number> {
  const response = await fetch(`${options.gateway}/api/grants/${options.grantId}`, {
    headers: { authorization: `Bearer ${options.reviewerToken}` },
  });
  if (!response.ok) throw new Error(`the rush's grant answered ${response.status}`);
  return ((await response.json()) as Grant).applicationCount;
}
