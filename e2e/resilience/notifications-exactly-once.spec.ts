import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Grant, LoginResponse } from '@portal/contract';
import type { ApplicationAnswers } from '@portal/contract/applications';
import type { GrantInput } from '@portal/contract/grants';
import { notificationAdminEndpoints, notificationEndpoints } from '@portal/contract/notifications';
import {
  findFreePort,
  readMailFolder,
  repeatedMessageIds,
  startEmbeddedSmtp,
  type FolderEmail,
  type RunningSmtp,
} from '@portal/embedded-infra';
import { PortalProcess } from '@portal/launcher/portal-process';
import { applicationAnswers, grantInput } from '@portal/testing';
import { callAs } from '../support/api-call.js';
import { isAccountEmail } from '../support/emailed-links.js';
import {
  setApplicationStatusThroughApi,
  submitApplicationThroughApi,
} from '../support/applications-api.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { eventually, partPids } from '../support/portal-parts.js';
import { testAdmin } from '../support/portal-process.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';

/**
 * Each notice's email, through `npm start`, end to end: members apply to a published grant, a
 * reviewer changes the statuses of their applications through `PUT /api/grant-applications/{id}/status`,
 * the applications service's outbox relays the events to the notifications service, and its
 * emails go through SMTP to a real receiver (the mail folder's, run by this test so that it can
 * stop it; SMTP_URL). The notifications service is killed with SIGKILL in the middle of a burst
 * of 200 status changes, and the mail server is away for a minute: each time every notice's email
 * is in the folder exactly once. The kill lands in the one window of a duplicate, on purpose:
 * with an email on the mail server's disk and its 250 not yet answered. The service sends at
 * least once, so it sends that email again, with its one Message-ID; the receiver writes each
 * Message-ID once, as it does under `npm start` (docs/architecture/notifications.md, "Each email once").
 */
describe('notification emails exactly once under npm start', () => {
  let portal: PortalProcess;
  let reviewer: LoginResponse;
  let grant: Grant;
  let mailFolder: string;
  let smtpPort: number;
  let smtp: RunningSmtp | undefined;
  /** Called by the receiver for each message on disk, before its 250 (see the kill test). */
  let beforeAnswer: (() => void) | undefined;
  const cardNumber = 'RS-MAIL-CARD-7788';
  const answerText = 'My answer that no email may carry: a welding course in Thunder Bay';

  const startSmtp = async () => {
    smtp = await startEmbeddedSmtp({
      directory: mailFolder,
      port: smtpPort,
      log: (line) => process.stdout.write(`[test's mail receiver] ${line}\n`),
      onAccepted: () => beforeAnswer?.(),
    });
  };
  const register = (suffix: string): Promise<LoginResponse> =>
    registerThroughApi(portal.url, {
      firstName: 'Burst',
      lastName: `Member ${suffix}`,
      email: `burst.${suffix}@mail.example`,
      cardNumber: `${cardNumber}-${suffix}`,
      password: 'burst member password',
    });
  /**
   * Settled: the notifications service has no email left to send (none pending, none failed),
   * so nothing more can arrive after this but a repeat, which the receiver drops.
   */
  const allSent = () =>
    eventually('every email sent', async () => {
      const { counts } = await callAs(portal.url, reviewer, notificationAdminEndpoints.list, {
        query: { state: 'pending', limit: '1' },
      });
      return counts.pending === 0 && counts.failed === 0 ? true : undefined;
    });
  /** A member applies to the grant: the application, and its 'received' notice. */
  const apply = (member: LoginResponse) =>
    submitApplicationThroughApi(
      portal.url,
      member,
      grant._id,
      applicationAnswers({ '0-0': answerText }) as ApplicationAnswers,
    );
  /**
   * The reviewer moves the application In Review and back to Submitted, `changes` status changes
   * one after the other (each a notice to its member); `afterEach` runs after each change.
   */
  const moveBackAndForth = async (
    applicationId: string,
    changes: number,
    afterEach?: () => Promise<void>,
  ) => {
    for (let change = 0; change < changes; change += 1) {
      await setApplicationStatusThroughApi(
        portal.url,
        reviewer,
        applicationId,
        change % 2 === 0 ? 'reviewed' : 'submitted',
      );
      await afterEach?.();
    }
  };
  const emailsTo = async (members: LoginResponse[]) => {
    const addresses = members.map((member) => member.user.email);
    return (await readMailFolder(mailFolder)).filter(
      (email) => !isAccountEmail(email) && addresses.some((address) => email.to.includes(address)),
    );
  };
  /** Waits until `count` emails to `members` are in the folder; answers them. */
  const whenEmailsTo = (members: LoginResponse[], count: number, timeoutMs: number) =>
    eventually(
      `${count} emails to ${members.length} members`,
      async () => {
        const emails = await emailsTo(members);
        return emails.length >= count ? emails : undefined;
      },
      timeoutMs,
    );
  const subjectOf = (email: FolderEmail) => /^Subject: (.*)$/m.exec(email.raw)?.[1] ?? '';
  const unreadOf = async (member: LoginResponse) =>
    (await callAs(portal.url, member, notificationEndpoints.unreadCount)).unread;
  /** The folder holds each of the member's notices once, and nothing of their card or answers. */
  const expectEachNoticeOnce = async (
    member: LoginResponse,
    emails: FolderEmail[],
    statusChanges: number,
  ) => {
    const theirs = emails.filter((email) => email.to.includes(member.user.email));
    const subjects = theirs.map(subjectOf);
    expect(subjects.filter((subject) => subject.startsWith('Application received'))).toHaveLength(
      1,
    );
    expect(
      // "Your application EDU-2026-000123 is now: In Review": the reference in the subject.
      subjects.filter((subject) => /^Your application (EDU-\S+ )?is now: /.test(subject)),
    ).toHaveLength(statusChanges);
    expect(theirs).toHaveLength(1 + statusChanges);
    // Their inbox has as many notices as they have emails.
    expect(await unreadOf(member)).toBe(1 + statusChanges);
    for (const email of theirs) {
      expect(email.raw).not.toContain(cardNumber);
      expect(email.raw).not.toContain(answerText);
      expect(email.raw).not.toContain('welding');
    }
  };

  beforeAll(async () => {
    mailFolder = path.join(await mkdtemp(path.join(tmpdir(), 'portal-e2e-mail-')), 'mail');
    smtpPort = await findFreePort();
    await startSmtp();
    portal = await PortalProcess.start({
      admin: testAdmin,
      // Every call of the burst comes from this one address.
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_PER_MINUTE: '0' },
    });
    // The admin is a reviewer (R): publishes the grant and sets the statuses.
    reviewer = await signInThroughApi(portal.url, testAdmin.email, testAdmin.password);
    const draft = await createGrantThroughApi(portal.url, reviewer, grantInput() as GrantInput);
    grant = await publishGrantThroughApi(portal.url, reviewer, draft);
  });

  afterAll(async () => {
    await portal?.destroy();
    await smtp?.stop();
    if (mailFolder) await rm(path.dirname(mailFolder), { recursive: true, force: true });
  });

  it('kill -9 of the notifications service during a burst of 200 status changes: every notice, one email each', async () => {
    const members = await Promise.all(
      Array.from({ length: 10 }, (_, index) => register(`kill-${index}`)),
    );
    const applications = await Promise.all(members.map(apply));
    await whenEmailsTo(members, members.length, 60_000);
    const repeatsBefore = smtp!.repeatsDropped;
    const since = portal.log.length;

    // Killed with the twentieth email of the burst on the mail server's disk and its 250 not yet
    // sent: the instant in which the service has not marked it sent, so that it sends it again.
    const pid = (await partPids(portal)).notifications;
    let changesMade = 0;
    let changesAtKill = 0;
    let accepted = 0;
    const killed = new Promise<void>((resolve) => {
      beforeAnswer = () => {
        accepted += 1;
        if (accepted !== 20) return;
        process.kill(pid, 'SIGKILL');
        changesAtKill = changesMade;
        beforeAnswer = undefined;
        resolve();
      };
    });

    // The reviewer moves each application In Review and back, 20 times: 200 status changes,
    // ten applications at a time, each a tenth of a second after the last (about 2.5 s).
    const changesPerApplication = 20;
    const burst = Promise.all(
      applications.map((application) =>
        moveBackAndForth(application._id, changesPerApplication, async () => {
          changesMade += 1;
          await sleep(100);
        }),
      ),
    );
    await killed;
    // Every status change is taken while the notifications service is down and coming back.
    await burst;
    await portal.waitForLine(/\[portal\] notifications exited unexpectedly \(SIGKILL\)/, { since });
    await portal.waitForLine(/\[portal\] notifications is back \(pid \d+/, { since });

    const expected = members.length * (1 + changesPerApplication);
    await whenEmailsTo(members, expected, 120_000);
    await allSent();
    const settled = await emailsTo(members);
    expect(settled).toHaveLength(expected);
    expect(repeatedMessageIds(settled)).toEqual([]);
    for (const member of members)
      await expectEachNoticeOnce(member, settled, changesPerApplication);
    const repeatsDropped = smtp!.repeatsDropped - repeatsBefore;
    process.stdout.write(
      `kill -9 during 200 status changes (${changesAtKill} made before the kill): ${settled.length} emails for ${expected} notices; the service sent ${repeatsDropped} again, which the receiver dropped by Message-ID\n`,
    );
    // The one on disk at the kill was sent again, and at most the others in flight with it (the
    // sender's concurrency, 4): each with its one Message-ID, written once.
    expect(repeatsDropped).toBeGreaterThanOrEqual(1);
    expect(repeatsDropped).toBeLessThanOrEqual(4);

    // The kill did land in the middle of the burst: changes were made after it.
    expect(changesAtKill).toBeLessThan(200);
  });

  it('the mail server away for a minute: every email arrives once after it is back', async () => {
    const member = await register('away');
    const since = portal.log.length;
    await smtp!.stop();
    smtp = undefined;
    // 1 'received' and 49 status changes: 50 notices while the mail server is away.
    const application = await apply(member);
    const changes = 49;
    await moveBackAndForth(application._id, changes);
    await portal.waitForLine(/the mail server did not take an email/, { since });
    // The scenario itself: the mail server stays away for a whole minute.
    await sleep(60_000);
    expect(await emailsTo([member])).toEqual([]);
    await startSmtp();
    const backAt = Date.now();

    // The retries back off (2 s, 4 s, … up to 5 min): after a minute away the next try is due
    // within about a minute more.
    await whenEmailsTo([member], 1 + changes, 150_000);
    await allSent();
    const settled = await emailsTo([member]);
    expect(repeatedMessageIds(settled)).toEqual([]);
    await expectEachNoticeOnce(member, settled, changes);
    // Nothing was sent twice: the receiver had no repeat to drop.
    expect(smtp!.repeatsDropped).toBe(0);
    const lastAfter = Math.max(...settled.map((email) => email.writtenAt.getTime())) - backAt;
    process.stdout.write(
      `the mail server away for a minute: ${settled.length} emails for ${1 + changes} notices, the last ${(lastAfter / 1000).toFixed(1)} s after it was back\n`,
    );
  });
});
