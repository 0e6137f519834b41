import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginResponse } from '@portal/contract';
import { PortalProcess } from '@portal/launcher/portal-process';
import { eventually, killPart } from '../support/portal-parts.js';
import { testAdmin } from '../support/portal-process.js';
import {
  findFreePort,
  readMailFolder,
  repeatedMessageIds,
  startEmbeddedSmtp,
  type FolderEmail,
  type RunningSmtp,
} from '@portal/embedded-infra';
import {
  deliverAtLeastOnce,
  statusChanges,
  testServiceSecret,
} from '../support/notification-events.js';
import { registerThroughApi } from '../support/sessions.js';

/**
 * Each notice's email, through `npm start`, when the notifications service is killed with SIGKILL
 * in the middle of a burst of status changes (every email arrives; only one in flight at the
 * kill can arrive twice, with its one Message-ID), and when the mail server is away for a minute
 * (every email arrives once). The events are posted as the applications service's outbox posts them (at
 * least once: a batch not answered is posted again); the emails are read back from the `.eml`
 * files of a real SMTP receiver that this test runs (SMTP_URL), so that it can stop it.
 */
describe('notification emails exactly once under npm start', () => {
  let portal: PortalProcess;
  let mailFolder: string;
  let smtpPort: number;
  let smtp: RunningSmtp | undefined;
  const cardNumber = 'RS-MAIL-CARD-7788';

  const startSmtp = async () => {
    smtp = await startEmbeddedSmtp({ directory: mailFolder, port: smtpPort });
  };
  const notificationsUrl = async () => (await portal.addresses()).services.notifications;
  const register = (suffix: string): Promise<LoginResponse> =>
    registerThroughApi(portal.url, {
      firstName: 'Burst',
      lastName: `Member ${suffix}`,
      email: `burst.${suffix}@mail.example`,
      cardNumber: `${cardNumber}-${suffix}`,
      password: 'burst member password',
    });
  /** Waits until `count` emails to `member` are in the folder; answers them. */
  const emailsTo = (member: LoginResponse, count: number, timeoutMs: number) =>
    eventually(
      `${count} emails to ${member.user.email}`,
      async () => {
        const emails = (await readMailFolder(mailFolder)).filter((email) =>
          email.to.includes(member.user.email),
        );
        return emails.length >= count ? emails : undefined;
      },
      timeoutMs,
    );
  const expectNothingPersonalBeyondNameAndAddress = (emails: FolderEmail[]) => {
    for (const email of emails) expect(email.raw).not.toContain(cardNumber);
  };

  beforeAll(async () => {
    mailFolder = path.join(await mkdtemp(path.join(tmpdir(), 'portal-e2e-mail-')), 'mail');
    smtpPort = await findFreePort();
    await startSmtp();
    portal = await PortalProcess.start({
      admin: testAdmin,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SERVICE_SECRET: testServiceSecret },
    });
  });

  afterAll(async () => {
    await portal?.destroy();
    await smtp?.stop();
    if (mailFolder) await rm(path.dirname(mailFolder), { recursive: true, force: true });
  });

  it('kill -9 of the notifications service during a burst of 200 status changes: one notice each, every email arrives, only one in flight at the kill twice', async () => {
    const member = await register('kill');
    const events = statusChanges(member.user._id, 200);
    const since = portal.log.length;
    // 10 at a time, 0.1 s apart: about two seconds of status changes.
    const burst = deliverAtLeastOnce(notificationsUrl, events, { batchSize: 10, pauseMs: 100 });
    const writtenBeforeKill = (await emailsTo(member, 20, 60_000)).length;
    await killPart(portal, 'notifications');
    const failedPosts = await burst;
    await portal.waitForLine(/\[portal\] notifications exited unexpectedly \(SIGKILL\)/, { since });
    await portal.waitForLine(/\[portal\] notifications is back \(pid \d+/, { since });

    await emailsTo(member, 200, 120_000);
    // Settled: nothing more arrives.
    await sleep(3_000);
    const settled = (await readMailFolder(mailFolder)).filter((email) =>
      email.to.includes(member.user.email),
    );
    // Every notice's email arrived, and nothing else did.
    expect(new Set(settled.map((email) => email.messageId))).toEqual(
      new Set(events.map((event) => `<${event.eventId}.${member.user._id}@notifications.portal>`)),
    );
    // Sent twice only what the mail server had taken in the instant before the kill and the
    // service had not yet marked sent: at most the emails in flight (the sender's concurrency,
    // 4), each with its one Message-ID (README, "Notifications": the one window of a duplicate).
    const repeated = repeatedMessageIds(settled);
    expect(repeated.length).toBeLessThanOrEqual(4);
    expect(settled.length).toBe(200 + repeated.length);
    process.stdout.write(
      `kill -9 during 200 status changes: ${settled.length} emails written for 200 notices (${repeated.length} sent twice, same Message-ID)\n`,
    );
    const emails = settled;

    // The inbox: one notice per status change, however often each was posted.
    const inbox = await fetch(`${portal.url}/api/notifications/unread-count`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(await inbox.json()).toEqual({ unread: 200 });
    expectNothingPersonalBeyondNameAndAddress(emails);
    // The kill did land in the middle of the burst: posts went unanswered and were posted again.
    expect(writtenBeforeKill).toBeLessThan(200);
    expect(failedPosts).toBeGreaterThan(0);
  });

  it('the mail server away for a minute: every email arrives once after it is back', async () => {
    const member = await register('away');
    const since = portal.log.length;
    await smtp!.stop();
    smtp = undefined;
    const events = statusChanges(member.user._id, 50);
    await deliverAtLeastOnce(notificationsUrl, events);
    await portal.waitForLine(/the mail server did not take an email/, { since });
    await sleep(60_000);
    expect(
      (await readMailFolder(mailFolder)).filter((email) => email.to.includes(member.user.email)),
    ).toEqual([]);
    await startSmtp();

    // The retries back off (2 s, 4 s, … up to 5 min): after a minute away the next try is due
    // within about a minute more.
    await emailsTo(member, 50, 150_000);
    await sleep(3_000);
    const settled = (await readMailFolder(mailFolder)).filter((email) =>
      email.to.includes(member.user.email),
    );
    expect(settled).toHaveLength(50);
    expect(repeatedMessageIds(settled)).toEqual([]);
    expectNothingPersonalBeyondNameAndAddress(settled);
  });
});
