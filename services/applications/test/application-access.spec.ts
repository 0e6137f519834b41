import { randomUUID } from 'node:crypto';
import { ApplicationsUnderTest, type Answer } from './applications-under-test.js';

const notYours = "You don't have permission to view this application.";

/**
 * Every cell of decisions §3 for applications: R is an admin, or staff with the education flag;
 * "the applicant" is the account that submitted, never another account with its email.
 */
describe('who may do what with applications', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;
  let membersApplication: any;

  beforeAll(async () => {
    await service.start();
    // The member applies to it again and again, each test on its own.
    grantId = service.publishedGrant(undefined, { several: true });
    membersApplication = await service.apply(grantId, service.member);
  });
  afterAll(() => service.destroy());

  type Caller = 'admin' | 'reviewer' | 'staff' | 'member' | 'nobody';
  const as = (caller: Caller) => (caller === 'nobody' ? undefined : service[caller]);
  const callers: Caller[] = ['admin', 'reviewer', 'staff', 'member', 'nobody'];

  /** The status each caller gets, by caller. */
  const statusesOf = async (call: (caller: Caller) => Promise<Answer>) => {
    const statuses: Record<string, number> = {};
    for (const caller of callers) statuses[caller] = (await call(caller)).status;
    return statuses;
  };

  it('POST /api/grant-applications: anyone signed in, as themselves', async () => {
    expect(
      await statusesOf((caller) => service.submit(grantId, as(caller)!, { '0-0': caller })),
    ).toEqual({ admin: 201, reviewer: 201, staff: 201, member: 201, nobody: 401 });
    const anonymous = await service.call('POST', '/api/grant-applications', {
      body: { grantId, answers: {} },
    });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'auth.unauthenticated' } });
  });

  it('GET /api/grant-applications: R all, anyone else only their own', async () => {
    const staffOwn = await service.apply(grantId, service.staff, { '0-0': 'staff applies' });
    const staffsAll = (
      await service.call('GET', '/api/grant-applications', { as: service.staff })
    ).body.map((application: any) => application._id);
    const listed = async (caller: Caller) =>
      (await service.call('GET', '/api/grant-applications', { as: as(caller) })).body.map(
        (application: any) => application._id,
      );
    expect(
      await statusesOf((caller) =>
        service.call('GET', '/api/grant-applications', { as: as(caller) }),
      ),
    ).toEqual({ admin: 200, reviewer: 200, staff: 200, member: 200, nobody: 401 });
    for (const reviewer of ['admin', 'reviewer'] as const) {
      expect(await listed(reviewer)).toEqual(
        expect.arrayContaining([membersApplication._id, staffOwn._id]),
      );
    }
    // Staff without the flag: only their own (this one, and the one of the POST test).
    expect(staffsAll).toContain(staffOwn._id);
    expect(staffsAll).toHaveLength(2);
    expect(staffsAll).not.toContain(membersApplication._id);
    const membersList = await listed('member');
    expect(membersList).toContain(membersApplication._id);
    expect(membersList).not.toContain(staffOwn._id);
    const other = await service.call('GET', '/api/grant-applications', { as: service.otherMember });
    expect(other).toEqual({ status: 200, body: [] });
  });

  it("GET /api/grant-applications?userOnly=true: one's own, for everyone (R too)", async () => {
    const reviewer = service.identity.signIn({ userType: 'staff', education: true });
    const reviewersOwn = await service.apply(grantId, reviewer, { '0-0': 'mine' });
    const own = await service.call('GET', '/api/grant-applications?userOnly=true', {
      as: reviewer,
    });
    expect(own.status).toBe(200);
    expect(own.body.map((application: any) => application._id)).toEqual([reviewersOwn._id]);
    const all = await service.call('GET', '/api/grant-applications?userOnly=false', {
      as: reviewer,
    });
    expect(all.body.length).toBeGreaterThan(1);
  });

  it('GET /api/grant-applications/{id}: R, or the applicant; anyone else 403 with the sentence', async () => {
    const statuses = await statusesOf((caller) =>
      service.call('GET', `/api/grant-applications/${membersApplication._id}`, { as: as(caller) }),
    );
    expect(statuses).toEqual({ admin: 200, reviewer: 200, staff: 403, member: 200, nobody: 401 });
    const refused = await service.call('GET', `/api/grant-applications/${membersApplication._id}`, {
      as: service.otherMember,
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { statusCode: 403, code: 'application.forbidden', message: notYours },
    });
  });

  it("probes of another member's ids answer 403, whichever member asks", async () => {
    const probers = [service.otherMember, service.staff, service.signInMember()];
    for (const prober of probers) {
      const answer = await service.call(
        'GET',
        `/api/grant-applications/${membersApplication._id}`,
        {
          as: prober,
        },
      );
      expect(answer).toMatchObject({ status: 403, body: { message: notYours } });
      expect(JSON.stringify(answer.body)).not.toContain(membersApplication.applicantEmail);
    }
  });

  it('is never another account with the applicant email (decisions §3): a later holder of the address sees nothing', async () => {
    const email = 'Jo.Applicant@Example.org';
    const first = service.signInMember({ email });
    const application = await service.apply(grantId, first, { '0-0': 'by account' });
    // The first account deleted (or given another address), a stranger registers the address.
    const stranger = service.signInMember({ email: email.toLowerCase() });
    const read = await service.call('GET', `/api/grant-applications/${application._id}`, {
      as: stranger,
    });
    expect(read).toMatchObject({ status: 403, body: { message: notYours } });
    expect(JSON.stringify(read.body)).not.toContain('by account');
    const listed = await service.call('GET', '/api/grant-applications?userOnly=true', {
      as: stranger,
    });
    expect(listed).toMatchObject({ status: 200, body: [] });
    const everything = await service.call('GET', '/api/grant-applications', { as: stranger });
    expect(everything).toMatchObject({ status: 200, body: [] });
    const withdrawn = await service.call(
      'POST',
      `/api/grant-applications/${application._id}/withdraw`,
      { as: stranger, body: {} },
    );
    expect(withdrawn.status).toBe(403);
    const mine = await service.call('GET', `/api/grant-applications/${application._id}`, {
      as: first,
    });
    expect(mine).toMatchObject({ status: 200, body: { status: 'submitted' } });
  });

  it('PUT /api/grant-applications/{id}/status: R only', async () => {
    const statuses = await statusesOf((caller) =>
      service.call('PUT', `/api/grant-applications/${membersApplication._id}/status`, {
        body: { status: 'reviewed' },
        as: as(caller),
      }),
    );
    expect(statuses).toEqual({ admin: 200, reviewer: 200, staff: 403, member: 403, nobody: 401 });
  });

  it('DELETE /api/grant-applications/{id}: R only', async () => {
    const statuses: Record<string, number> = {};
    for (const caller of callers) {
      const doomed = await service.apply(grantId, service.otherMember, {
        '0-0': `doomed ${caller}`,
      });
      statuses[caller] = (
        await service.call('DELETE', `/api/grant-applications/${doomed._id}`, { as: as(caller) })
      ).status;
    }
    expect(statuses).toEqual({ admin: 204, reviewer: 204, staff: 403, member: 403, nobody: 401 });
  });

  it('the applicant may not change their own status nor delete their application', async () => {
    const path = `/api/grant-applications/${membersApplication._id}`;
    expect(
      (
        await service.call('PUT', `${path}/status`, {
          body: { status: 'approved' },
          as: service.member,
        })
      ).status,
    ).toBe(403);
    expect((await service.call('DELETE', path, { as: service.member })).status).toBe(403);
  });

  it('answers 404, never 500, to an id that is not a UUID or names nothing', async () => {
    for (const id of ['123', 'abc', '../grant-applications', "1' OR '1'='1", randomUUID()]) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PUT', '/status', { status: 'approved' }],
        ['DELETE', '', undefined],
      ] as const) {
        const answer = await service.call(
          method,
          `/api/grant-applications/${encodeURIComponent(id)}${suffix}`,
          { as: service.admin, body },
        );
        expect(answer).toMatchObject({ status: 404, body: { code: 'application.not_found' } });
      }
    }
  });

  it('keeps the internal route to the services: no credential, nothing there', async () => {
    const path = `/internal/applications/${membersApplication._id}/owner`;
    expect((await service.call('GET', path, { as: service.admin })).status).toBe(404);
    expect((await service.call('GET', path)).status).toBe(404);
    const owner = await service.call('GET', path, { asService: true });
    expect(owner).toEqual({
      status: 200,
      body: {
        applicationId: membersApplication._id,
        exists: true,
        userId: service.member.principal.id,
        grantTitle: membersApplication.grantTitle,
        applicantName: membersApplication.applicantName,
        draft: false,
        // A reviewer set its status in a test above: its files are no longer the applicant's to change.
        applicantUploadKeys: [],
      },
    });
    const unknown = randomUUID();
    expect(
      (await service.call('GET', `/internal/applications/${unknown}/owner`, { asService: true }))
        .body,
    ).toEqual({
      applicationId: unknown,
      exists: false,
      userId: null,
      grantTitle: null,
      applicantName: null,
      draft: false,
      applicantUploadKeys: null,
    });
  });
});
