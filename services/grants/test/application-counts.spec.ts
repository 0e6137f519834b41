import { randomUUID } from 'node:crypto';
import { grantInput } from '@portal/testing';
import { GrantsUnderTest } from './grants-under-test.js';

describe("applicationCount and lockedAt, from the applications service's events", () => {
  const grants = new GrantsUnderTest();
  let grant: any;

  beforeAll(async () => {
    await grants.start();
    grant = await grants.create(grantInput());
  });
  afterAll(() => grants.destroy());

  const send = (events: Array<{ applicationId: string; kind: 'added' | 'removed'; at?: string }>) =>
    grants.call('POST', '/internal/grants/application-events', {
      asService: true,
      body: {
        events: events.map((event) => ({
          grantId: grant._id,
          at: event.at ?? new Date().toISOString(),
          ...event,
        })),
      },
    });
  const counted = async () =>
    (await grants.call('GET', `/api/grants/${grant._id}`, { as: grants.admin })).body;

  it('counts each application once, however often its event arrives, and locks the grant at the first', async () => {
    const first = randomUUID();
    const at = '2026-03-01T15:00:00.000Z';
    expect((await send([{ applicationId: first, kind: 'added', at }])).body).toEqual({
      applied: 1,
    });
    expect((await send([{ applicationId: first, kind: 'added', at }])).body).toEqual({
      applied: 0,
    });
    await send([
      { applicationId: randomUUID(), kind: 'added' },
      { applicationId: first, kind: 'added' },
    ]);
    expect(await counted()).toMatchObject({ applicationCount: 2, lockedAt: at });
  });

  it('follows removals, even one that arrives before its addition', async () => {
    const before = (await counted()).applicationCount;
    const removedFirst = randomUUID();
    await send([{ applicationId: removedFirst, kind: 'removed' }]);
    await send([{ applicationId: removedFirst, kind: 'added' }]);
    expect((await counted()).applicationCount).toBe(before);
    const kept = randomUUID();
    await send([{ applicationId: kept, kind: 'added' }]);
    await send([
      { applicationId: kept, kind: 'removed' },
      { applicationId: kept, kind: 'removed' },
    ]);
    expect((await counted()).applicationCount).toBe(before);
  });

  it('keeps the count when the grant is edited', async () => {
    const current = await counted();
    const edited = await grants.setStatus({ ...current, applicationCount: 0 }, 'published');
    expect(edited.applicationCount).toBe(current.applicationCount);
  });

  it('answers a snapshot of the grant to a service', async () => {
    const answer = await grants.call('GET', `/internal/grants/${grant._id}/snapshot`, {
      asService: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ grantId: grant._id, title: grant.title, type: grant.type });
    expect(answer.body.sections).toEqual(grant.sections);
    expect(
      (await grants.call('GET', `/internal/grants/${randomUUID()}/snapshot`, { asService: true }))
        .status,
    ).toBe(404);
  });

  it('refuses events that are not events', async () => {
    for (const body of [
      {},
      { events: [] },
      { events: [{ applicationId: 'x', grantId: grant._id, kind: 'added' }] },
    ]) {
      expect(
        (
          await grants.call('POST', '/internal/grants/application-events', {
            asService: true,
            body,
          })
        ).status,
      ).toBe(400);
    }
  });
});
