import { applicationAnswers, queryDatabase, waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * Decisions §4: a second identical submission of the same applicant to the same grant within a
 * few seconds (a double click, a retry) is answered with the first application. Decided by the
 * database's unique key, so it holds for two submissions at the same instant, and across replicas.
 */
describe('a submission sent twice', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;

  beforeAll(async () => {
    await service.start();
    grantId = service.publishedGrant();
  });
  afterAll(() => service.destroy());

  const storedFor = async (userId: string, grant = grantId) =>
    queryDatabase<{ id: string }>(
      `SELECT id FROM "${service.config.DATABASE_SCHEMA}".applications WHERE user_id = $1 AND grant_id = $2`,
      [userId, grant],
    );

  it('one after the other: one application, the same answer twice', async () => {
    const member = service.signInMember();
    const first = await service.submit(grantId, member);
    const second = await service.submit(grantId, member);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await storedFor(member.principal.id)).toEqual([{ id: first.body._id }]);
  });

  it('the same answers in another key order are the same submission', async () => {
    const member = service.signInMember();
    const answers = applicationAnswers();
    const reversed = Object.fromEntries(Object.entries(answers).reverse());
    const first = await service.call('POST', '/api/grant-applications', {
      body: { grantId, answers },
      as: member,
    });
    const second = await service.call('POST', '/api/grant-applications', {
      body: { grantId, answers: reversed, applicantName: 'ignored' },
      as: member,
    });
    expect(second.body._id).toBe(first.body._id);
  });

  it('20 at the same instant: one application, every answer the same _id', async () => {
    const member = service.signInMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => service.submit(grantId, member, { '0-0': 'at once' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((answer) => answer.body._id));
    expect(ids.size).toBe(1);
    expect(await storedFor(member.principal.id)).toEqual([{ id: [...ids][0] }]);
    const [id] = [...ids];
    const history = await queryDatabase(
      `SELECT 1 FROM "${service.config.DATABASE_SCHEMA}".application_status_history WHERE application_id = $1`,
      [id],
    );
    expect(history).toHaveLength(1);
    // One "added" event for grants, not twenty.
    await waitFor(
      () => service.grants.received.some((event) => event.applicationId === id),
      'the event to reach grants',
    );
    expect(service.grants.received.filter((event) => event.applicationId === id)).toHaveLength(1);
  });

  it('20 at the same instant through two replicas: still one', async () => {
    const replica = await service.startReplica();
    const member = service.signInMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        service.submit(grantId, member, { '0-0': 'two replicas' }, index % 2 ? replica : undefined),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
    expect(await storedFor(member.principal.id)).toHaveLength(1);
  });

  it('different answers, another applicant or another grant make their own applications', async () => {
    const member = service.signInMember();
    const other = service.signInMember();
    const several = service.publishedGrant('Several welcome', { several: true });
    const otherGrant = service.publishedGrant('Another grant', { several: true });
    const made = await Promise.all([
      service.submit(several, member, { '0-0': 'one' }),
      service.submit(several, member, { '0-0': 'two' }),
      service.submit(several, other, { '0-0': 'one' }),
      service.submit(otherGrant, member, { '0-0': 'one' }),
    ]);
    expect(made.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(made.map((answer) => answer.body._id)).size).toBe(4);
  });

  it('the same answers sent again after the window make a new application', async () => {
    const member = service.signInMember();
    const several = service.publishedGrant('Several welcome', { several: true });
    const first = await service.submit(several, member);
    // As if the window of a few seconds had passed.
    await queryDatabase(
      `UPDATE "${service.config.DATABASE_SCHEMA}".submission_keys SET expires_at = now() - interval '1 second' WHERE application_id = $1`,
      [first.body._id],
    );
    const later = await service.submit(several, member);
    expect(later.status).toBe(201);
    expect(later.body._id).not.toBe(first.body._id);
    expect(await storedFor(member.principal.id, several)).toHaveLength(2);
  });

  it('a refused submission claims nothing: corrected, it goes through', async () => {
    const member = service.signInMember();
    const refused = await service.submit(grantId, member, { '2-1': 'no' });
    expect(refused.status).toBe(400);
    expect(await storedFor(member.principal.id)).toEqual([]);
    expect((await service.submit(grantId, member)).status).toBe(201);
  });
});
