import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { notificationEventSchema } from '@portal/contract';
import { queryDatabase, waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

const settle = { timeoutMs: 15_000, intervalMs: 50 };

/**
 * the notices start here: every change a member or reviewer hears of writes its event to
 * `notifications_outbox` in the change's own transaction, and a relay delivers it to the
 * notifications service (a real HTTP receiver here, applying each once by eventId) at least once,
 * however long that service is away.
 */
describe('events for the notifications service', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start());
  afterAll(() => service.destroy());

  const drained = () =>
    waitFor(
      async () => (await service.waiting('notifications_outbox')) === 0,
      'the outbox to empty',
      settle,
    );

  it('tells of a submission and of every status a reviewer sets, each once, as the contract has it', async () => {
    const grantId = service.publishedGrant('Notice Fund');
    const application = await service.apply(grantId);
    const setStatus = (status: string) =>
      service.call('PUT', `/api/grant-applications/${application._id}/status`, {
        as: service.reviewer,
        body: { status },
      });
    await setStatus('reviewed');
    await setStatus('reviewed');
    await setStatus('approved');
    await drained();
    await waitFor(
      () => service.notifications.of(application._id).length === 4,
      '4 notices',
      settle,
    );
    const events = service.notifications.of(application._id);
    expect(events.map((event) => [event.kind, event.status])).toEqual([
      ['received', undefined],
      ['newApplication', undefined],
      ['statusChanged', 'reviewed'],
      ['statusChanged', 'approved'],
    ]);
    for (const event of events) {
      expect(notificationEventSchema.parse(event)).toEqual(event);
      expect(event).toMatchObject({
        applicationId: application._id,
        reference: application.reference,
        grantId,
        grantTitle: 'Notice Fund',
        applicantId: service.member.principal.id,
      });
      // Ids, the grant's title and the reference: nothing the member wrote, no name, no email.
      expect(JSON.stringify(event)).not.toMatch(/Mary|@example\.org|electrician/);
    }
    expect(new Set(events.map((event) => event.eventId)).size).toBe(4);
  });

  it('writes an event with its change and never without it', async () => {
    const grantId = service.publishedGrant();
    const application = await service.apply(grantId, service.member, { '0-0': 'atomic' });
    await drained();
    // A refused change writes nothing.
    await service.call('POST', '/api/grant-applications', {
      as: service.member,
      body: { grantId, answers: { '0-0': '' } },
    });
    await service.call('PUT', `/api/grant-applications/${application._id}/status`, {
      as: service.member,
      body: { status: 'approved' },
    });
    expect(await service.waiting('notifications_outbox')).toBe(0);

    // A change that fails after its event was written takes the event with it, and the other way
    // round: the database refuses the withdrawal's history entry, after the event was written.
    const schema = service.config.DATABASE_SCHEMA;
    await queryDatabase(`
      CREATE FUNCTION "${schema}".refuse_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'withdrawals refused by the test'; END $$`);
    await queryDatabase(`
      CREATE TRIGGER refuse_withdrawal BEFORE INSERT ON "${schema}".application_status_history
      FOR EACH ROW WHEN (NEW.kind = 'withdrawn') EXECUTE FUNCTION "${schema}".refuse_withdrawal()`);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const failed = await service.call(
        'POST',
        `/api/grant-applications/${application._id}/withdraw`,
        { as: service.member, body: {} },
      );
      expect(failed.status).toBe(500);
    } finally {
      logged.mockRestore();
      await queryDatabase(
        `DROP TRIGGER refuse_withdrawal ON "${schema}".application_status_history`,
      );
    }
    expect(await service.waiting('notifications_outbox')).toBe(0);
    expect(await service.waiting('outbox')).toBe(0);
    const unchanged = await service.call('GET', `/api/grant-applications/${application._id}`, {
      as: service.member,
    });
    expect(unchanged.body.status).toBe('submitted');
    expect(service.notifications.kindsOf(application._id)).toEqual(['received', 'newApplication']);
  });

  it('keeps the events while notifications is away, and delivers each once when it is back', async () => {
    const grantId = service.publishedGrant();
    const quiet = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await service.notifications.stop();
    let ids: string[];
    try {
      const applications = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          service.apply(grantId, service.signInMember(), { '0-0': `while away ${index}` }),
        ),
      );
      ids = applications.map((application) => application._id);
      // Each tells the applicant, and the reviewers who asked for new applications.
      expect(await service.waiting('notifications_outbox')).toBe(24);
      service.notifications.failWith = 500;
      const callsBefore = service.notifications.calls;
      await service.notifications.restart();
      // Up but failing: the relay tries again (with backoff), and keeps every event.
      await waitFor(
        () => service.notifications.calls >= callsBefore + 2,
        'the relay to try twice more',
        settle,
      );
      expect(await service.waiting('notifications_outbox')).toBe(24);
      service.notifications.failWith = undefined;
      await drained();
    } finally {
      service.notifications.failWith = undefined;
      await service.notifications.restart();
      quiet.mockRestore();
    }
    for (const id of ids)
      expect(service.notifications.kindsOf(id)).toEqual(['received', 'newApplication']);
  });
});

describe('events for the notifications service, without NOTIFICATIONS_URL', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start({ notifications: false }));
  afterAll(() => service.destroy());

  it('wait in the outbox, and nothing is sent', async () => {
    const grantId = service.publishedGrant();
    const application = await service.apply(grantId);
    // The grants relay has run meanwhile: only the notifications' events are left waiting.
    await waitFor(
      async () => (await service.waiting('outbox')) === 0,
      'grants to take its event',
      settle,
    );
    expect(await service.waiting('notifications_outbox')).toBe(2);
    expect(service.notifications.of(application._id)).toEqual([]);
  });
});
