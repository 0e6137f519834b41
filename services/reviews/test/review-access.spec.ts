import type { TestAccount } from '@portal/nest-kit/testing';
import { ReviewsUnderTest } from './reviews-under-test.js';

/** Every reviews route for every role: the permission table's cells, and the lead's checks. */
describe('who may use the reviews routes', () => {
  const portal = new ReviewsUnderTest();
  let member: TestAccount;
  let educationMember: TestAccount;
  let staff: TestAccount;
  let educationStaff: TestAccount;
  let grantId: string;
  const someId = '6b0f3c2a-1111-4222-8333-444455556666';

  beforeAll(async () => {
    await portal.start();
    member = portal.identity.signIn({ userType: 'user' });
    educationMember = portal.identity.signIn({ userType: 'user', education: true });
    staff = portal.identity.signIn({ userType: 'staff' });
    educationStaff = portal.identity.signIn({ userType: 'staff', education: true });
    grantId = portal.others.grant(portal.lead.principal.id);
  });
  afterAll(() => portal.destroy());

  const manage = () =>
    [
      ['GET', '/api/reviews/candidates', undefined],
      ['GET', `/api/reviews/grants/${grantId}/panel`, undefined],
      [
        'PUT',
        `/api/reviews/grants/${grantId}/panel`,
        { reviewerIds: [someId], reviewersPerApplication: 1 },
      ],
      [
        'POST',
        `/api/reviews/grants/${grantId}/assignments`,
        { applicationId: someId, reviewerId: someId },
      ],
      ['PUT', `/api/reviews/grants/${grantId}/blind`, { blind: false }],
      ['GET', `/api/reviews/grants/${grantId}/ranking`, undefined],
    ] as const;

  it('refuses anonymous callers everything', async () => {
    for (const [method, path, body] of [
      ...manage(),
      ['GET', '/api/reviews/assigned', undefined],
      ['GET', '/api/reviews/conflicts', undefined],
    ] as const)
      expect((await portal.call(method, path, { body })).status).toBe(401);
  });

  it('gives the panel and the ranked list to staff with the education flag and admins only', async () => {
    for (const [method, path, body] of manage()) {
      for (const caller of [member, educationMember, staff])
        expect({
          path,
          status: (await portal.call(method, path, { body, as: caller })).status,
        }).toEqual({
          path,
          status: 403,
        });
    }
    expect(
      (await portal.call('GET', `/api/reviews/grants/${grantId}/ranking`, { as: educationStaff }))
        .status,
    ).toBe(200);
    expect(
      (await portal.call('GET', `/api/reviews/grants/${grantId}/ranking`, { as: portal.admin }))
        .status,
    ).toBe(200);
    expect(
      (await portal.call('GET', `/api/reviews/grants/${someId}/ranking`, { as: portal.admin }))
        .status,
    ).toBe(404);
  });

  it('gives reviewing and conflict lists to staff and admins, never to members', async () => {
    for (const caller of [member, educationMember]) {
      expect((await portal.call('GET', '/api/reviews/assigned', { as: caller })).status).toBe(403);
      expect((await portal.call('GET', '/api/reviews/conflicts', { as: caller })).status).toBe(403);
      expect(
        (
          await portal.call('POST', '/api/reviews/conflicts', {
            as: caller,
            body: { cardNumber: '1' },
          })
        ).status,
      ).toBe(403);
    }
    for (const caller of [staff, educationStaff, portal.admin]) {
      expect(await portal.ok('GET', '/api/reviews/assigned', { as: caller })).toEqual([]);
      expect(await portal.ok('GET', '/api/reviews/conflicts', { as: caller })).toEqual([]);
    }
  });

  it("keeps a reviewer's conflict list their own", async () => {
    const relative = portal.identity.signIn({ userType: 'user', cardNumber: '5550001111' });
    const entry = await portal.ok('POST', '/api/reviews/conflicts', {
      as: staff,
      body: { cardNumber: '5550001111', note: 'My sister' },
    });
    expect(entry).toMatchObject({ memberName: relative.profile.name, note: 'My sister' });
    expect(await portal.ok('GET', '/api/reviews/conflicts', { as: educationStaff })).toEqual([]);
    expect(
      (await portal.call('DELETE', `/api/reviews/conflicts/${entry.id}`, { as: educationStaff }))
        .status,
    ).toBe(404);
    expect(
      (
        await portal.call('POST', '/api/reviews/conflicts', {
          as: staff,
          body: { cardNumber: '0000' },
        })
      ).body,
    ).toMatchObject({ code: 'review.conflict_member' });
    expect(
      (await portal.call('DELETE', `/api/reviews/conflicts/${entry.id}`, { as: staff })).status,
    ).toBe(204);
    expect(await portal.ok('GET', '/api/reviews/conflicts', { as: staff })).toEqual([]);
  });

  it('refuses a panel of accounts that are not staff, and more per application than reviewers', async () => {
    const notStaff = await portal.call('PUT', `/api/reviews/grants/${grantId}/panel`, {
      as: portal.lead,
      body: { reviewerIds: [member.principal.id], reviewersPerApplication: 1 },
    });
    expect(notStaff).toMatchObject({ status: 400, body: { code: 'review.reviewer' } });
    const tooMany = await portal.call('PUT', `/api/reviews/grants/${grantId}/panel`, {
      as: portal.lead,
      body: { reviewerIds: [staff.principal.id], reviewersPerApplication: 2 },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'review.panel' } });
    for (const body of [
      {},
      { reviewerIds: [], reviewersPerApplication: 1 },
      { reviewerIds: ['x'], reviewersPerApplication: 1 },
      { reviewerIds: [staff.principal.id], reviewersPerApplication: 1.5 },
    ])
      expect(
        (
          await portal.call('PUT', `/api/reviews/grants/${grantId}/panel`, {
            as: portal.lead,
            body,
          })
        ).status,
      ).toBe(400);
  });

  it('says the grant is not found for an id no grant has', async () => {
    expect(
      (await portal.call('GET', `/api/reviews/grants/${someId}/panel`, { as: portal.lead })).body,
    ).toMatchObject({ code: 'grant.not_found' });
  });
});
