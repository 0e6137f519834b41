import { randomUUID } from 'node:crypto';
import type { TestAccount } from '@portal/nest-kit/testing';
import { ApplicationsUnderTest, type Answer } from './applications-under-test.js';

/**
 * the routes for every role of decisions §3 (R is an admin, or staff with the education
 * flag) and for other members' ids: drafts are each member's own (anyone else's is not found),
 * the request for more information is R's, resubmitting and withdrawing the applicant's.
 */
describe('who may do what with drafts, requests and withdrawals', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;

  beforeAll(async () => {
    await service.start();
    // The member applies to it again and again, each test on its own.
    grantId = service.publishedGrant(undefined, { several: true });
  });
  afterAll(() => service.destroy());

  type Caller = 'admin' | 'reviewer' | 'staff' | 'member' | 'nobody';
  const callers: Caller[] = ['admin', 'reviewer', 'staff', 'member', 'nobody'];
  const as = (caller: Caller): TestAccount | undefined =>
    caller === 'nobody' ? undefined : service[caller];
  const statusesOf = async (call: (caller: Caller) => Promise<Answer>) => {
    const statuses: Record<string, number> = {};
    for (const caller of callers) statuses[caller] = (await call(caller)).status;
    return statuses;
  };
  const drafts = '/api/grant-applications/drafts';

  it('drafts: everyone signed in keeps their own', async () => {
    expect(
      await statusesOf((caller) =>
        service.call('POST', drafts, { body: { grantId, answers: {} }, as: as(caller) }),
      ),
    ).toEqual({ admin: 200, reviewer: 200, staff: 200, member: 200, nobody: 401 });
    expect(await statusesOf((caller) => service.call('GET', drafts, { as: as(caller) }))).toEqual({
      admin: 200,
      reviewer: 200,
      staff: 200,
      member: 200,
      nobody: 401,
    });
    // Each sees their own only.
    for (const caller of ['admin', 'reviewer', 'staff', 'member'] as const) {
      const listed = await service.call('GET', drafts, { as: as(caller) });
      expect(listed.body).toHaveLength(1);
    }
  });

  it("another member's draft does not exist for anyone else, by any route", async () => {
    const draft = (await service.saveDraft(grantId, service.otherMember)).body;
    for (const [method, suffix] of [
      ['GET', ''],
      ['DELETE', ''],
      ['POST', '/submit'],
    ] as const) {
      expect(
        await statusesOf((caller) =>
          service.call(method, `${drafts}/${draft._id}${suffix}`, { as: as(caller) }),
        ),
      ).toEqual({ admin: 404, reviewer: 404, staff: 404, member: 404, nobody: 401 });
    }
    const stillThere = await service.call('GET', `${drafts}/${draft._id}`, {
      as: service.otherMember,
    });
    expect(stillThere.status).toBe(200);
    const notFound = await service.call('GET', `${drafts}/${draft._id}`, { as: service.member });
    expect(notFound.body).toMatchObject({ code: 'draft.not_found', message: 'Draft not found' });
  });

  it('POST …/more-info-request: R only', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'ask me' });
    expect(
      await statusesOf((caller) =>
        service.call('POST', `/api/grant-applications/${application._id}/more-info-request`, {
          body: { message: 'A letter, please' },
          as: as(caller),
        }),
      ),
    ).toEqual({ admin: 200, reviewer: 200, staff: 403, member: 403, nobody: 401 });
  });

  it('POST …/resubmit: the applicant only', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'resubmit me' });
    const askAgain = () =>
      service.call('POST', `/api/grant-applications/${application._id}/more-info-request`, {
        body: { message: 'Anything more?' },
        as: service.reviewer,
      });
    const statuses: Record<string, number> = {};
    for (const caller of callers) {
      await askAgain();
      statuses[caller] = (
        await service.call('POST', `/api/grant-applications/${application._id}/resubmit`, {
          body: {},
          as: as(caller),
        })
      ).status;
    }
    expect(statuses).toEqual({ admin: 403, reviewer: 403, staff: 403, member: 200, nobody: 401 });
    await askAgain();
    expect(
      (
        await service.call('POST', `/api/grant-applications/${application._id}/resubmit`, {
          body: {},
          as: service.reviewer,
        })
      ).body.message,
    ).toBe('Only the applicant can resubmit an application.');
  });

  it('POST …/withdraw: the applicant only', async () => {
    const statuses: Record<string, number> = {};
    for (const caller of callers) {
      const application = await service.apply(grantId, service.member, { '0-0': caller });
      statuses[caller] = (
        await service.call('POST', `/api/grant-applications/${application._id}/withdraw`, {
          body: {},
          as: as(caller),
        })
      ).status;
    }
    expect(statuses).toEqual({ admin: 403, reviewer: 403, staff: 403, member: 200, nobody: 401 });
  });

  it("probes of another member's application by the new routes answer 403, never what it holds", async () => {
    const application = await service.apply(grantId, service.otherMember, { '0-0': 'not yours' });
    for (const suffix of ['/resubmit', '/withdraw']) {
      const answer = await service.call(
        'POST',
        `/api/grant-applications/${application._id}${suffix}`,
        {
          body: {},
          as: service.member,
        },
      );
      expect(answer).toMatchObject({
        status: 403,
        body: { message: "You don't have permission to view this application." },
      });
      expect(JSON.stringify(answer.body)).not.toContain(application.applicantEmail);
    }
  });

  it('answers 404, never 500, to an id that is not a UUID or names nothing', async () => {
    for (const id of ['123', 'abc', "1' OR '1'='1", randomUUID()]) {
      const encoded = encodeURIComponent(id);
      for (const [path, body, code, caller] of [
        [
          `/api/grant-applications/${encoded}/more-info-request`,
          { message: 'x' },
          'application.not_found',
          service.admin,
        ],
        [
          `/api/grant-applications/${encoded}/resubmit`,
          {},
          'application.not_found',
          service.member,
        ],
        [
          `/api/grant-applications/${encoded}/withdraw`,
          {},
          'application.not_found',
          service.member,
        ],
        [`${drafts}/${encoded}/submit`, undefined, 'draft.not_found', service.member],
      ] as const) {
        const answer = await service.call('POST', path, { body, as: caller });
        expect(answer).toMatchObject({ status: 404, body: { code } });
      }
      for (const method of ['GET', 'DELETE']) {
        const answer = await service.call(method, `${drafts}/${encoded}`, { as: service.member });
        expect(answer).toMatchObject({ status: 404, body: { code: 'draft.not_found' } });
      }
    }
  });
});
