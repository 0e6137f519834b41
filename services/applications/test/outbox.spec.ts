import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { queryDatabase, waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * `applicationCount` on a grant follows every addition and deletion through the outbox: each
 * event is written with its change, delivered to grants at least once, and applied once there
 * (the fake grants keeps a ledger by application id, as grants does).
 */
describe('application events for the grants service', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start());
  afterAll(() => service.destroy());

  const waiting = async () =>
    (
      await queryDatabase<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${service.config.DATABASE_SCHEMA}".outbox`,
      )
    )[0].count;
  const stored = async (grantId: string) =>
    (
      await queryDatabase<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${service.config.DATABASE_SCHEMA}".applications WHERE grant_id = $1`,
        [grantId],
      )
    )[0].count;
  const converged = (grantId: string) =>
    waitFor(
      async () =>
        (await waiting()) === 0 &&
        service.grants.applicationCount(grantId) === (await stored(grantId)),
      "grants' count to match the stored applications",
      { timeoutMs: 20_000, intervalMs: 100 },
    );
  /** Submissions from several members at once, each with its own answers. */
  const burst = (grantId: string, size: number, label: string) => {
    const members = [service.member, service.otherMember, service.signInMember()];
    return Promise.all(
      Array.from({ length: size }, (_, index) =>
        service.submit(grantId, members[index % members.length], { '0-0': `${label} ${index}` }),
      ),
    );
  };

  it('tells grants of every addition and deletion, and empties the outbox', async () => {
    const grantId = service.publishedGrant();
    const first = await service.apply(grantId, service.member);
    await service.apply(grantId, service.otherMember);
    await converged(grantId);
    expect(service.grants.applicationCount(grantId)).toBe(2);
    await service.call('DELETE', `/api/grant-applications/${first._id}`, { as: service.admin });
    await converged(grantId);
    expect(service.grants.applicationCount(grantId)).toBe(1);
    const eventsOfFirst = service.grants.received.filter((e) => e.applicationId === first._id);
    expect(eventsOfFirst.map((event) => event.kind)).toEqual(['added', 'removed']);
    expect(eventsOfFirst[0].at).toBe(first.dateSubmitted);
  });

  it('tells the files service of a deletion (its files become orphans), and only of deletions', async () => {
    const grantId = service.publishedGrant();
    const kept = await service.apply(grantId, service.member);
    const deleted = await service.apply(grantId, service.otherMember);
    await service.call('DELETE', `/api/grant-applications/${deleted._id}`, { as: service.admin });
    await waitFor(
      () => service.files.removed.has(deleted._id),
      'the files service to hear of the deletion',
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    expect(service.files.removed.has(kept._id)).toBe(false);
    const waitingForFiles = await queryDatabase<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${service.config.DATABASE_SCHEMA}".files_outbox`,
    );
    expect(waitingForFiles[0].count).toBe(0);
  });

  it('takes submissions while grants is down, and the count converges once it is back', async () => {
    const grantId = service.publishedGrant(undefined, { several: true });
    const before = await service.apply(grantId, service.member, { '0-0': 'before the outage' });
    await converged(grantId);

    await service.grants.stop();
    const answers = await burst(grantId, 30, 'during the outage');
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    // The grant was read just before: its questions are the ones the member answered.
    expect(answers[0].body.sections).toEqual(before.sections);
    const deleted = await service.call('DELETE', `/api/grant-applications/${before._id}`, {
      as: service.reviewer,
    });
    expect(deleted.status).toBe(204);
    expect(await waiting()).toBe(31);
    expect(service.grants.applicationCount(grantId)).toBe(1);

    await service.grants.restart();
    await converged(grantId);
    expect(service.grants.applicationCount(grantId)).toBe(30);
  });

  it('keeps every event while grants answers errors, backs off, and says so once per outage', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    const notes = jest.spyOn(Logger.prototype, 'log');
    try {
      const grantId = service.publishedGrant(undefined, { several: true });
      await service.apply(grantId, service.member, { '0-0': 'warm the snapshot' });
      await converged(grantId);

      service.grants.failWith = 503;
      const callsBefore = service.grants.eventCalls;
      const startedAt = Date.now();
      const answers = await burst(grantId, 5, 'while grants fails');
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      await waitFor(
        () => service.grants.eventCalls >= callsBefore + 5,
        'five tries of a delivery',
        { timeoutMs: 15_000 },
      );
      // Waits of 0.25, 0.5, 1 and 2 s between the tries, whatever else wakes the relay.
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3_000);
      expect(await waiting()).toBe(5);

      service.grants.failWith = undefined;
      await converged(grantId);
      expect(service.grants.applicationCount(grantId)).toBe(6);
      const outageLines = (spy: { mock: { calls: unknown[][] } }, text: string) =>
        spy.mock.calls.filter(([message]) => String(message).includes(text));
      expect(outageLines(warnings, 'application events wait for the grants service')).toHaveLength(
        1,
      );
      expect(outageLines(notes, 'application events are delivered again')).toHaveLength(1);
      const logged = JSON.stringify([...warnings.mock.calls, ...notes.mock.calls]);
      expect(logged).not.toContain(service.member.profile.email);
      expect(logged).not.toContain(grantId);
    } finally {
      service.grants.failWith = undefined;
      warnings.mockRestore();
      notes.mockRestore();
    }
  });

  it('two replicas deliver every event, none of them twice', async () => {
    const replica = await service.startReplica();
    const grantId = service.publishedGrant(undefined, { several: true });
    const members = [service.member, service.otherMember];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        service.submit(
          grantId,
          members[index % 2],
          { '0-0': `replica ${index}` },
          index % 4 < 2 ? replica : undefined,
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    await converged(grantId);
    expect(service.grants.applicationCount(grantId)).toBe(40);
    const ids = new Set(answers.map((answer) => answer.body._id as string));
    const delivered = service.grants.received.filter((event) => ids.has(event.applicationId));
    expect(delivered).toHaveLength(40);
  });
});
