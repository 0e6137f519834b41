import { principalChangedChannel } from '@portal/nest-kit';
import { grantInput, queryDatabase, waitFor } from '@portal/testing';
import { GrantsUnderTest, type Answer } from './grants-under-test.js';

/** Every cell of decisions §3 for grants: R is an admin, or staff with the education flag. */
describe('who may do what with grants', () => {
  const grants = new GrantsUnderTest();
  let draft: any;
  let published: any;

  beforeAll(async () => {
    await grants.start();
    draft = await grants.create(grantInput({ title: 'A draft' }));
    published = await grants.setStatus(
      await grants.create(grantInput({ title: 'Open now' })),
      'published',
    );
  });
  afterAll(() => grants.destroy());

  type Caller = 'admin' | 'reviewer' | 'staff' | 'member' | 'nobody';
  const as = (caller: Caller) => (caller === 'nobody' ? undefined : grants[caller]);
  const callers: Caller[] = ['admin', 'reviewer', 'staff', 'member', 'nobody'];

  /** The status each caller gets, in the order of `callers`. */
  const expectStatuses = async (call: (caller: Caller) => Promise<Answer>, expected: number[]) => {
    const statuses: number[] = [];
    for (const caller of callers) statuses.push((await call(caller)).status);
    expect(Object.fromEntries(callers.map((caller, index) => [caller, statuses[index]]))).toEqual(
      Object.fromEntries(callers.map((caller, index) => [caller, expected[index]])),
    );
  };

  it('GET /api/grants: R only', () =>
    expectStatuses(
      (caller) => grants.call('GET', '/api/grants', { as: as(caller) }),
      [200, 200, 403, 403, 401],
    ));

  it('POST /api/grants: R only', () =>
    expectStatuses(
      (caller) => grants.call('POST', '/api/grants', { body: grantInput(), as: as(caller) }),
      [201, 201, 403, 403, 401],
    ));

  it('GET /api/grants/{id} of a draft: R only; to anyone else it does not exist', () =>
    expectStatuses(
      (caller) => grants.call('GET', `/api/grants/${draft._id}`, { as: as(caller) }),
      [200, 200, 404, 404, 401],
    ));

  it('GET /api/grants/{id} of a published grant: anyone signed in', () =>
    expectStatuses(
      (caller) => grants.call('GET', `/api/grants/${published._id}`, { as: as(caller) }),
      [200, 200, 200, 200, 401],
    ));

  it('PUT /api/grants/{id}: R only', () =>
    expectStatuses(
      (caller) =>
        grants.call('PUT', `/api/grants/${draft._id}`, {
          body: { ...draft, title: `Edited by ${caller}` },
          as: as(caller),
        }),
      [200, 200, 403, 403, 401],
    ));

  it('POST /api/grants/{id}/submit: R only', () =>
    expectStatuses(
      (caller) => grants.call('POST', `/api/grants/${draft._id}/submit`, { as: as(caller) }),
      [200, 200, 403, 403, 401],
    ));

  it('GET /api/grants/{id}/history: R only', () =>
    expectStatuses(
      (caller) => grants.call('GET', `/api/grants/${draft._id}/history`, { as: as(caller) }),
      [200, 200, 403, 403, 401],
    ));

  it('DELETE /api/grants/{id}: R only', async () => {
    const statuses: Record<string, number> = {};
    for (const caller of callers) {
      const doomed = await grants.create(grantInput());
      statuses[caller] = (
        await grants.call('DELETE', `/api/grants/${doomed._id}`, { as: as(caller) })
      ).status;
    }
    expect(statuses).toEqual({ admin: 204, reviewer: 204, staff: 403, member: 403, nobody: 401 });
  });

  it.each(['publish', 'archive', 'restore'])('POST /api/grants/{id}/%s: R only', async (action) => {
    const grant = await grants.create(grantInput({ title: `To ${action}` }));
    await expectStatuses(
      (caller) => grants.call('POST', `/api/grants/${grant._id}/${action}`, { as: as(caller) }),
      [200, 200, 403, 403, 401],
    );
  });

  it('GET /api/grants?archived=: R only', () =>
    expectStatuses(
      (caller) => grants.call('GET', '/api/grants?archived=include', { as: as(caller) }),
      [200, 200, 403, 403, 401],
    ));

  it('GET /api/available-grants: anyone signed in, the published ones only', async () => {
    await expectStatuses(
      (caller) => grants.call('GET', '/api/available-grants', { as: as(caller) }),
      [200, 200, 200, 200, 401],
    );
    const listed = (await grants.call('GET', '/api/available-grants', { as: grants.member })).body;
    expect(listed.map((grant: any) => grant._id)).toContain(published._id);
    expect(listed.map((grant: any) => grant._id)).not.toContain(draft._id);
  });

  it("applies a change of flags to the same token's next calls, once identity announces it", async () => {
    const promoted = grants.identity.signIn({ userType: 'staff' });
    expect((await grants.call('GET', '/api/grants', { as: promoted })).status).toBe(403);
    grants.identity.change(promoted.principal.id, { education: true });
    await queryDatabase('SELECT pg_notify($1, $2)', [
      principalChangedChannel,
      promoted.principal.id,
    ]);
    await waitFor(
      async () => (await grants.call('GET', '/api/grants', { as: promoted })).status === 200,
      'the promotion to apply',
    );
  });

  it('answers 404, never 500, to an id that is not a UUID', async () => {
    for (const id of ['123', 'abc', '../grants', "1' OR '1'='1"]) {
      const answer = await grants.call('GET', `/api/grants/${encodeURIComponent(id)}`, {
        as: grants.admin,
      });
      expect(answer).toMatchObject({ status: 404, body: { code: 'grant.not_found' } });
    }
  });

  it('keeps the internal routes to the services: no credential, nothing there', async () => {
    const snapshot = await grants.call('GET', `/internal/grants/${published._id}/snapshot`, {
      as: grants.admin,
    });
    expect(snapshot.status).toBe(404);
    const events = await grants.call('POST', '/internal/grants/application-events', {
      body: { events: [] },
      as: grants.admin,
    });
    expect(events.status).toBe(404);
  });
});
