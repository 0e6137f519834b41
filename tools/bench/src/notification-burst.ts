import { readMailFolder, repeatedMessageIds } from '@portal/embedded-infra';
import { statusChangeEvents } from '@portal/contract/testing';

export interface NotificationBurstResult {
  events: number;
  /** Emails one notice each should give (one recipient per status change). */
  expected: number;
  /** `.eml` files written for this burst, and how many distinct Message-IDs they hold. */
  written: number;
  distinct: number;
  repeated: number;
  /** From the first post to the last of the burst's emails written (its file's time). */
  lastEmailAfterMs: number | undefined;
  /** The posts to the notifications service (the outbox relay's part), all answered. */
  postedInMs: number;
}

/** The header one service shows another its credential in (nest-kit's `serviceCredentialHeader`). */
const serviceCredentialHeader = 'x-portal-service-credential';

/**
 * `count` status changes of one member's applications in a burst, posted to the notifications
 * service as the applications service's outbox relay posts them (batches of up to 100, one after
 * the other), then the time until the last of their emails is written by `npm start`'s own SMTP
 * receiver in `mailFolder`, and whether every notice gave exactly one email.
 */
export async function notificationBurst(options: {
  notificationsUrl: string;
  serviceSecret: string;
  mailFolder: string;
  applicantId: string;
  count: number;
  timeoutMs?: number;
}): Promise<NotificationBurstResult> {
  const events = statusChangeEvents(options.applicantId, options.count, 'Bench Bursary');
  const ours = new Set(
    events.map((event) => `<${event.eventId}.${options.applicantId}@notifications.portal>`),
  );
  const startedAt = Date.now();
  for (let start = 0; start < events.length; start += 100) {
    const response = await fetch(`${options.notificationsUrl}/internal/notifications/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [serviceCredentialHeader]: options.serviceSecret,
      },
      body: JSON.stringify({ events: events.slice(start, start + 100) }),
    });
    if (!response.ok)
      throw new Error(`the notifications service refused the events: ${response.status}`);
  }
  const postedInMs = Date.now() - startedAt;

  const deadline = startedAt + (options.timeoutMs ?? 120_000);
  let emails = await burstEmails(options.mailFolder, ours);
  while (
    new Set(emails.map((email) => email.messageId)).size < ours.size &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    emails = await burstEmails(options.mailFolder, ours);
  }
  // Anything sent twice would arrive right after: look once more.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  emails = await burstEmails(options.mailFolder, ours);
  const distinct = new Set(emails.map((email) => email.messageId)).size;
  const last = Math.max(...emails.map((email) => email.writtenAt.getTime()));
  return {
    events: events.length,
    expected: ours.size,
    written: emails.length,
    distinct,
    repeated: repeatedMessageIds(emails).length,
    lastEmailAfterMs: distinct === ours.size ? last - startedAt : undefined,
    postedInMs,
  };
}

async function burstEmails(folder: string, ours: ReadonlySet<string>) {
  return (await readMailFolder(folder)).filter((email) => ours.has(email.messageId));
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
  process.stdout.write(
    `\nNotification emails: ${result.events} status changes in a burst, each an email through SMTP to npm start's mail folder\n\n` +
      '| status changes | events posted in | last email written after | emails/s | emails written | notices expected | distinct Message-IDs | written twice |\n' +
      '|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
      `| ${result.events} | ${result.postedInMs} ms | ${last} | ${perSecond} | ${result.written} | ${result.expected} | ${result.distinct} | ${result.repeated} |\n`,
  );
  const passed = result.written === result.expected && result.distinct === result.expected;
  if (!passed)
    process.stdout.write(
      `\nNotification emails: ${result.written} written for ${result.expected} notices (${result.distinct} distinct).\n`,
    );
  return passed;
}
