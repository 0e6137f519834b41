import { setTimeout as sleep } from 'node:timers/promises';
import type { Grant, LoginResponse } from '@portal/contract';
import { applicationAnswers, grantInput } from '@portal/testing';
import { eventually, killPart } from '../support/portal-parts.js';
import { PortalProcess, testAdmin } from '../support/portal-process.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';

/** A call to the portal as `session`, answering the status and the parsed body. */
async function callAs(
  portal: PortalProcess,
  session: LoginResponse,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${portal.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * The counts cannot drift: `applicationCount` on a grant follows the applications through the
 * applications service's outbox. The grants service is killed with SIGKILL in the middle of a
 * burst of submissions from several members; every submission is taken, and once the launcher
 * has grants back the count equals what was stored.
 */
describe('application counts when the grants service dies during a burst', () => {
  let portal: PortalProcess;
  let admin: LoginResponse;
  let members: LoginResponse[];
  let grant: Grant;

  beforeAll(async () => {
    portal = await PortalProcess.start();
    admin = await signInThroughApi(portal.url, testAdmin.email, testAdmin.password);
    // Ten applications from each member: a grant that takes several per member.
    const created = await callAs(
      portal,
      admin,
      'POST',
      '/api/grants',
      grantInput({ oneApplicationPerMember: false }),
    );
    expect(created.status).toBe(201);
    const published = await callAs(portal, admin, 'PUT', `/api/grants/${created.body._id}`, {
      ...created.body,
      status: 'published',
    });
    expect(published.status).toBe(200);
    grant = published.body as Grant;
    members = [];
    for (let index = 0; index < 5; index += 1) {
      members.push(
        await registerThroughApi(portal.url, {
          firstName: 'Burst',
          lastName: `Member ${index}`,
          email: `burst.member.${index}@outbox.example`,
          cardNumber: `RS-OUTBOX-${index}`,
          password: 'burst member password',
        }),
      );
    }
  });

  afterAll(async () => {
    await portal?.destroy();
  });

  it('takes every submission, and applicationCount converges to the stored count once grants is back', async () => {
    const perMember = 10;
    const statuses: number[] = [];
    let acknowledged = 0;
    let killedAfter: number | undefined;
    const since = portal.log.length;

    // Five members, ten submissions each, a quarter of a second apart: about 2.5 s of traffic.
    // Grants is killed once ten are in, so the rest arrive while it is down and coming back.
    await Promise.all(
      members.map(async (member, memberIndex) => {
        for (let index = 0; index < perMember; index += 1) {
          const answer = await callAs(portal, member, 'POST', '/api/grant-applications', {
            grantId: grant._id,
            answers: applicationAnswers({ '0-0': `member ${memberIndex}, application ${index}` }),
          });
          statuses.push(answer.status);
          if (answer.status === 201) acknowledged += 1;
          if (acknowledged >= 10 && killedAfter === undefined) {
            killedAfter = acknowledged;
            await killPart(portal, 'grants');
          }
          await sleep(250);
        }
      }),
    );

    expect(killedAfter).toBeDefined();
    expect(killedAfter).toBeLessThan(members.length * perMember);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(acknowledged).toBe(members.length * perMember);
    await portal.waitForLine(/\[portal\] grants exited unexpectedly \(SIGKILL\)/, { since });
    await portal.waitForLine(/\[portal\] grants is back \(pid \d+/, { since });

    const stored = await callAs(portal, admin, 'GET', '/api/grant-applications?portal=education');
    expect(stored.status).toBe(200);
    const storedForGrant = stored.body.filter(
      (application: { grantId: string }) => application.grantId === grant._id,
    ).length;
    expect(storedForGrant).toBe(acknowledged);

    const counted = await eventually(
      'applicationCount to reach the stored count',
      async () => {
        const answer = await callAs(portal, admin, 'GET', `/api/grants/${grant._id}`);
        return answer.status === 200 && answer.body.applicationCount === storedForGrant
          ? (answer.body as Grant)
          : undefined;
      },
      30_000,
    );
    expect(counted.applicationCount).toBe(50);
    expect(counted.lockedAt).not.toBeNull();
    // Submissions did arrive while grants was down: taken with the grant's snapshot last read,
    // their events kept in the outbox until grants was back.
    await portal.waitForLine(/"context":"GrantSnapshots","msg":"grant snapshots cannot be read/, {
      since,
    });
    await portal.waitForLine(
      /"context":"OutboxRelay\(grants\)","msg":"application events wait for the grants/,
      {
        since,
      },
    );
  });
});
