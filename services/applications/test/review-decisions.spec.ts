import { randomUUID } from 'node:crypto';
import { queryDatabase, waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

const settle = { timeoutMs: 30_000, intervalMs: 50 };
const path = '/internal/applications/decisions';

/**
 * Decisions taken from a ranked list reach this service through the reviews service's outbox,
 * at least once: each application gets its own history entry and its own notice, exactly once,
 * however often the batch is delivered.
 */
describe('decisions from the reviews service', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start());
  afterAll(() => service.destroy());

  it('applies a batch of 200 once: 200 history entries and 200 notices, none twice when delivered again', async () => {
    const grantId = service.publishedGrant('Decided Fund', { several: true });
    const applications = [];
    for (let index = 0; index < 200; index += 1)
      applications.push(
        await service.apply(grantId, service.member, {
          '0-0': `Application number ${index} of the round.`,
        }),
      );
    const lead = service.reviewer;
    const events = applications.map((application, index) => ({
      eventId: randomUUID(),
      applicationId: application._id,
      status: index < 150 ? 'approved' : 'rejected',
      actorId: lead.principal.id,
      actorName: 'Lena Lead',
      at: new Date().toISOString(),
    }));
    const batches = [events.slice(0, 120), events.slice(120)];
    let applied = 0;
    for (const batch of batches) {
      const answer = await service.call('POST', path, { asService: true, body: { events: batch } });
      expect(answer.status).toBe(200);
      applied += answer.body.applied;
    }
    expect(applied).toBe(200);
    // Delivered again, in another cut (a relay that died before deleting its rows).
    for (const batch of [events.slice(0, 60), events.slice(60)]) {
      const again = await service.call('POST', path, { asService: true, body: { events: batch } });
      expect(again).toEqual({ status: 200, body: { applied: 0 } });
    }
    const histories = await queryDatabase<{ count: string }>(
      `SELECT count(*) FROM "${service.config.DATABASE_SCHEMA}".application_status_history WHERE kind = 'statusChanged' AND application_id = ANY($1)`,
      [applications.map((application) => application._id)],
    );
    expect(Number(histories[0].count)).toBe(200);
    await waitFor(
      async () => (await service.waiting('notifications_outbox')) === 0,
      'the notices to be delivered',
      settle,
    );
    const notices = applications.flatMap((application) =>
      service.notifications.of(application._id).filter((notice) => notice.kind === 'statusChanged'),
    );
    expect(new Set(notices.map((notice) => notice.eventId)).size).toBe(200);
    expect(new Set(notices.map((notice) => notice.eventId))).toEqual(
      new Set(events.map((event) => event.eventId)),
    );
    const first = await service.call('GET', `/api/grant-applications/${applications[0]!._id}`, {
      as: service.member,
    });
    expect(first.body.status).toBe('approved');
    expect(first.body.statusHistory.at(-1)).toMatchObject({ status: 'approved', byName: null });
  }, 120_000);

  it('leaves a withdrawn or deleted application as it is', async () => {
    const grantId = service.publishedGrant('Withdrawn Fund', { several: true });
    const application = await service.apply(grantId);
    await service.call('POST', `/api/grant-applications/${application._id}/withdraw`, {
      as: service.member,
      body: { reason: 'Moving away' },
    });
    const answer = await service.call('POST', path, {
      asService: true,
      body: {
        events: [application._id, randomUUID()].map((applicationId) => ({
          eventId: randomUUID(),
          applicationId,
          status: 'approved',
          actorId: service.reviewer.principal.id,
          actorName: 'Lena Lead',
          at: new Date().toISOString(),
        })),
      },
    });
    expect(answer).toEqual({ status: 200, body: { applied: 0 } });
  });

  it('is for the services only, and refuses a malformed event with 400', async () => {
    const event = {
      eventId: randomUUID(),
      applicationId: randomUUID(),
      status: 'approved',
      actorId: randomUUID(),
      actorName: 'x',
      at: new Date().toISOString(),
    };
    expect((await service.call('POST', path, { body: { events: [event] } })).status).toBe(404);
    expect(
      (await service.call('POST', path, { as: service.admin, body: { events: [event] } })).status,
    ).toBe(404);
    for (const bad of [
      {},
      { events: [] },
      { events: [{ ...event, status: 'withdrawn' }] },
      { events: [{ ...event, eventId: 'x' }] },
    ])
      expect((await service.call('POST', path, { asService: true, body: bad })).status).toBe(400);
  });
});
