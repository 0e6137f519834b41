import { randomUUID } from 'node:crypto';
import { waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

const settle = { timeoutMs: 15_000, intervalMs: 50 };
const path = '/internal/applications/file-removals';

/**
 * An administrator removed a file from a submitted application: the files service's outbox
 * tells this service, which tells the applicant, naming the question, once per removal however
 * often the removal is delivered.
 */
describe('files removed by the office, told to the applicant', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start());
  afterAll(() => service.destroy());

  const removal = (applicationId: string, questionKey = '1-2') => ({
    eventId: randomUUID(),
    applicationId,
    questionKey,
    at: new Date().toISOString(),
  });

  it('tells the applicant once, naming the question, even when delivered twice', async () => {
    const grantId = service.publishedGrant('Removal Fund');
    const application = await service.apply(grantId);
    const event = removal(application._id);

    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer = await service.call('POST', path, {
        asService: true,
        body: { events: [event] },
      });
      expect(answer).toEqual({ status: 200, body: { applied: 1 } });
    }
    await waitFor(
      () => service.notifications.kindsOf(application._id).includes('fileRemoved'),
      'the notice to reach notifications',
      settle,
    );
    await waitFor(
      async () => (await service.waiting('notifications_outbox')) === 0,
      'the outbox to empty',
      settle,
    );
    const told = service.notifications
      .of(application._id)
      .filter((notice) => notice.kind === 'fileRemoved');
    // Delivered to notifications at least once, always as the one event (applied once by its id).
    expect(new Set(told.map((notice) => notice.eventId))).toEqual(new Set([event.eventId]));
    expect(told[0]).toMatchObject({
      eventId: event.eventId,
      applicationId: application._id,
      reference: application.reference,
      grantId,
      grantTitle: 'Removal Fund',
      applicantId: service.member.principal.id,
      questionLabels: ['Letter of acceptance'],
      at: event.at,
    });
  });

  it('tells no one of a removal from an application deleted since', async () => {
    const unknown = randomUUID();
    const answer = await service.call('POST', path, {
      asService: true,
      body: { events: [removal(unknown)] },
    });
    expect(answer.status).toBe(200);
    expect(service.notifications.of(unknown)).toEqual([]);
  });

  it('is for the services only, and refuses a malformed event with 400', async () => {
    const body = { events: [removal(randomUUID())] };
    expect((await service.call('POST', path, { body })).status).toBe(404);
    expect((await service.call('POST', path, { as: service.admin, body })).status).toBe(404);
    for (const bad of [
      {},
      { events: [] },
      { events: [{ ...body.events[0], questionKey: '../x' }] },
      { events: [{ ...body.events[0], eventId: 'not-a-uuid' }] },
    ]) {
      expect((await service.call('POST', path, { asService: true, body: bad })).status).toBe(400);
    }
  });
});
