import { readMailFolder, repeatedMessageIds, type FolderEmail } from '@portal/embedded-infra';
import { rushAnswers } from './deadline-rush-grant.js';
import { benchReport } from './report-output.js';

export interface NotificationBurstResult {
  /** Status changes made (`PUT /api/grant-applications/{id}/status`, each answered 200). */
  statusChanges: number;
  /** How long the reviewer's calls took, all answered. */
  changedInMs: number;
  /** Emails the burst should give: one status-changed notice per change, to the applicant. */
  expected: number;
  /** `.eml` files written for this burst, and how many distinct Message-IDs they hold. */
  written: number;
  /** Emails of the burst that tell of something else than a status change (0). */
  others: number;
  distinct: number;
  /** Files of one Message-ID (0: the receiver writes each once). */
  repeated: number;
  /** Emails the service sent again that npm start's receiver dropped by Message-ID. */
  repeatsDropped: number;
  /** From the first status change to the last of the burst's emails written (its file's time). */
  lastEmailAfterMs: number | undefined;
}

export interface NotificationBurstOptions {
  gateway: string;
  /** A reviewer's token (the admin is one): publishes nothing here, changes the statuses. */
  reviewerToken: string;
  /** The applicant, who submits the applications and gets every email. */
  member: { token: string; email: string };
  /** A published grant the member can apply to. */
  grantId: string;
  /** npm start's mail folder (endpoints.json's `mail.folder`). */
  mailFolder: string;
  /** npm start's output so far, where its receiver says that it dropped a repeat. */
  portalLog: () => string;
  applications: number;
  changesPerApplication: number;
  timeoutMs?: number;
}

/**
 * Status changes in a burst, through the real path: the member submits `applications`
 * applications (not timed; their 'received' emails are waited for), then the reviewer changes
 * each one's status `changesPerApplication` times through the gateway (In Review, back to
 * Submitted, …), one call after the other per application and every application at once. Each
 * change is written to the applications service's outbox, relayed to the notifications service,
 * and sent through SMTP to npm start's own receiver. Timed from the first change until the last of
 * the burst's emails is written, and the emails written counted against the notices expected.
 */
export async function measureNotificationBurst(
  options: NotificationBurstOptions,
): Promise<NotificationBurstResult> {
  const toMember = async () =>
    (await readMailFolder(options.mailFolder)).filter((email) =>
      email.to.includes(options.member.email),
    );
  const deadline = (from: number) => from + (options.timeoutMs ?? 120_000);

  // Not timed: the applications, and their 'received' emails.
  const applications: Array<{ _id: string; reference: string }> = [];
  for (let index = 0; index < options.applications; index += 1) {
    applications.push(
      await call(
        `${options.gateway}/api/grant-applications`,
        options.member.token,
        'POST',
        // Answers of their own: the same answers again within seconds would be the same application.
        { grantId: options.grantId, answers: rushAnswers(1_000, index) },
      ),
    );
  }
  const received = (emails: FolderEmail[]) =>
    applications.every(({ reference }) =>
      emails.some((email) => email.raw.includes(`Subject: Application received: ${reference}`)),
    );
  const setUpBy = deadline(Date.now());
  let setUp = await toMember();
  while (!received(setUp) && Date.now() < setUpBy) {
    await sleep(50);
    setUp = await toMember();
  }
  if (!received(setUp)) throw new Error("the applications' received emails were not written");
  const earlier = new Set(setUp.map((email) => email.file));
  const logFrom = options.portalLog().length;

  // Timed: the burst.
  const startedAt = Date.now();
  await Promise.all(
    applications.map(async ({ _id: id }) => {
      for (let change = 0; change < options.changesPerApplication; change += 1) {
        await call(
          `${options.gateway}/api/grant-applications/${id}/status`,
          options.reviewerToken,
          'PUT',
          { status: change % 2 === 0 ? 'reviewed' : 'submitted' },
        );
      }
    }),
  );
  const changedInMs = Date.now() - startedAt;
  const statusChanges = applications.length * options.changesPerApplication;

  const burstEmails = async (): Promise<FolderEmail[]> =>
    (await toMember()).filter((email) => !earlier.has(email.file));
  const doneBy = deadline(startedAt);
  let emails = await burstEmails();
  while (emails.length < statusChanges && Date.now() < doneBy) {
    await sleep(50);
    emails = await burstEmails();
  }
  // Anything sent twice would arrive right after: look once more.
  await sleep(2_000);
  emails = await burstEmails();
  const distinct = new Set(emails.map((email) => email.messageId)).size;
  const others = emails.filter(
    (email) => !/^Subject: Your application (EDU-\S+ )?is now: /m.test(email.raw),
  ).length;
  const last = Math.max(...emails.map((email) => email.writtenAt.getTime()));
  return {
    statusChanges,
    changedInMs,
    expected: statusChanges,
    written: emails.length,
    others,
    distinct,
    repeated: repeatedMessageIds(emails).length,
    repeatsDropped: (
      options
        .portalLog()
        .slice(logFrom)
        .match(/^\[mail\]\s+dropped a repeat/gm) ?? []
    ).length,
    lastEmailAfterMs: distinct >= statusChanges ? last - startedAt : undefined,
  };
}

/** The burst as a table, and whether it passed: every notice's email written, once. */
export function reportNotificationBurst(result: NotificationBurstResult): boolean {
  const last =
    result.lastEmailAfterMs === undefined
      ? 'never (within the timeout)'
      : `${(result.lastEmailAfterMs / 1000).toFixed(2)} s`;
  const perSecond =
    result.lastEmailAfterMs === undefined
      ? '–'
      : (result.expected / (result.lastEmailAfterMs / 1000)).toFixed(1);
  benchReport.write(
    `\nNotification emails: ${result.statusChanges} status changes in a burst through the gateway, each an email through SMTP to npm start's mail folder\n\n` +
      '| status changes | changes made in | last email written after | emails/s | emails written | notices expected | distinct Message-IDs | repeats dropped by the receiver |\n' +
      '|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
      `| ${result.statusChanges} | ${result.changedInMs} ms | ${last} | ${perSecond} | ${result.written} | ${result.expected} | ${result.distinct} | ${result.repeatsDropped} |\n`,
  );
  const passed =
    result.written === result.expected &&
    result.distinct === result.expected &&
    result.repeated === 0 &&
    result.others === 0;
  if (!passed)
    benchReport.write(
      `\nNotification emails: ${result.written} written for ${result.expected} notices (${result.distinct} distinct, ${result.repeated} written twice, ${result.others} not of a status change).\n`,
    );
  return passed;
}

async function call<T>(url: string, token: string, method: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
