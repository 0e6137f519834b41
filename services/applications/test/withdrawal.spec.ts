import { waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * The applicant may withdraw while the status is submitted or needsMoreInfo, with an
 * optional reason; the application is kept (Withdrawn), leaves the counts, cannot be reviewed or
 * changed, and staff still see it. `PUT …/status` keeps taking the spec's five statuses only.
 */
describe('withdrawal', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start());
  afterAll(() => service.destroy());

  const withdraw = (id: string, body: unknown = {}, as = service.member) =>
    service.call('POST', `/api/grant-applications/${id}/withdraw`, { body, as });
  const setStatus = (id: string, status: unknown, as = service.reviewer) =>
    service.call('PUT', `/api/grant-applications/${id}/status`, { body: { status }, as });
  const counted = (grantId: string, count: number) =>
    waitFor(
      async () =>
        service.grants.applicationCount(grantId) === count &&
        (await service.waiting('outbox')) === 0,
      `grants to count ${count}`,
      { timeoutMs: 10_000, intervalMs: 50 },
    );

  it('withdraws a submitted application with a reason: kept as withdrawn, no longer counted, staff still see it', async () => {
    const grantId = service.publishedGrant();
    const application = await service.apply(grantId);
    await service.apply(grantId, service.otherMember);
    await counted(grantId, 2);

    const withdrawn = await withdraw(application._id, { reason: '  I got another bursary.  ' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      _id: application._id,
      status: 'withdrawn',
      reference: application.reference,
      openRequest: null,
    });
    expect(withdrawn.body.statusHistory.at(-1)).toMatchObject({
      status: 'withdrawn',
      kind: 'withdrawn',
      byName: null,
      message: 'I got another bursary.',
    });
    await counted(grantId, 1);

    const listed = await service.call('GET', '/api/grant-applications', { as: service.reviewer });
    expect(listed.body.find((found: any) => found._id === application._id)).toMatchObject({
      status: 'withdrawn',
    });
    const reviewed = await service.call('GET', `/api/grant-applications/${application._id}`, {
      as: service.reviewer,
    });
    expect(reviewed.body.statusHistory.at(-1)).toMatchObject({
      kind: 'withdrawn',
      byName: 'Mary Member',
      message: 'I got another bursary.',
    });
    // Its files stay: the files service is told nothing.
    expect(service.files.removed.has(application._id)).toBe(false);
  });

  it('cannot be reviewed or changed afterwards; withdrawn is not a status reviewers set', async () => {
    const grantId = service.publishedGrant();
    const application = await service.apply(grantId);
    const other = await service.apply(grantId, service.otherMember);
    expect(await setStatus(other._id, 'withdrawn')).toMatchObject({
      status: 400,
      body: {
        code: 'application.status',
        message: 'Status must be one of: submitted, reviewed, approved, rejected, needsMoreInfo',
      },
    });
    await withdraw(application._id);
    for (const status of ['approved', 'submitted', 'needsMoreInfo']) {
      expect(await setStatus(application._id, status, service.admin)).toMatchObject({
        status: 409,
        body: {
          code: 'application.withdrawn',
          message:
            'This application was withdrawn by the applicant, so it can no longer be reviewed or changed.',
        },
      });
    }
    expect(
      await service.call('POST', `/api/grant-applications/${application._id}/more-info-request`, {
        as: service.reviewer,
        body: { message: 'Why?' },
      }),
    ).toMatchObject({ status: 409, body: { code: 'application.withdrawn' } });
    expect(
      await service.call('POST', `/api/grant-applications/${application._id}/resubmit`, {
        as: service.member,
        body: {},
      }),
    ).toMatchObject({ status: 409, body: { code: 'application.withdrawn' } });
    expect(await withdraw(application._id)).toMatchObject({
      status: 409,
      body: {
        code: 'application.withdrawn',
        message: 'This application has already been withdrawn.',
      },
    });
    const owner = await service.call('GET', `/internal/applications/${application._id}/owner`, {
      asService: true,
    });
    expect(owner.body).toMatchObject({ exists: true, applicantUploadKeys: [] });
    // A reviewer may still delete it (spec §2's applications list).
    expect(
      (
        await service.call('DELETE', `/api/grant-applications/${application._id}`, {
          as: service.admin,
        })
      ).status,
    ).toBe(204);
  });

  it('is allowed while submitted or needsMoreInfo only', async () => {
    const grantId = service.publishedGrant(undefined, { several: true });
    const asked = await service.apply(grantId, service.member, { '0-0': 'asked' });
    await service.call('POST', `/api/grant-applications/${asked._id}/more-info-request`, {
      as: service.reviewer,
      body: { message: 'More please', questionKeys: ['0-0'] },
    });
    expect((await withdraw(asked._id)).body.status).toBe('withdrawn');
    for (const status of ['reviewed', 'approved', 'rejected']) {
      const decided = await service.apply(grantId, service.member, { '0-0': status });
      await setStatus(decided._id, status);
      expect(await withdraw(decided._id)).toMatchObject({
        status: 409,
        body: {
          code: 'application.not_withdrawable',
          message:
            'An application can be withdrawn only while it is Submitted or Requires More Information.',
        },
      });
    }
  });

  it('is the applicant’s own call: reviewers and other members are refused', async () => {
    const application = await service.apply(service.publishedGrant(), service.member, {
      '0-0': 'mine to withdraw',
    });
    for (const reviewer of [service.admin, service.reviewer]) {
      expect(await withdraw(application._id, {}, reviewer)).toMatchObject({
        status: 403,
        body: {
          code: 'application.forbidden',
          message: 'Only the applicant can withdraw an application.',
        },
      });
    }
    for (const other of [service.otherMember, service.staff]) {
      expect(await withdraw(application._id, {}, other)).toMatchObject({
        status: 403,
        body: { message: "You don't have permission to view this application." },
      });
    }
    expect(
      (
        await service.call('POST', `/api/grant-applications/${application._id}/withdraw`, {
          body: {},
        })
      ).status,
    ).toBe(401);
    // Another account with the applicant's email is not the applicant (decisions §3).
    const sameEmail = service.identity.signIn({
      userType: 'user',
      email: service.member.profile.email.toUpperCase(),
    });
    expect(
      (await withdraw(application._id, { reason: 'from another account' }, sameEmail)).status,
    ).toBe(403);
  });

  it('refuses a reason over 500 characters, and other bad bodies, with 400', async () => {
    const application = await service.apply(service.publishedGrant(), service.member, {
      '0-0': 'bad bodies',
    });
    for (const body of [{ reason: 'x'.repeat(501) }, { reason: 12 }, { reason: ['a'] }]) {
      expect(await withdraw(application._id, body)).toMatchObject({
        status: 400,
        body: { code: 'request.invalid' },
      });
    }
    const malformed = await service.call(
      'POST',
      `/api/grant-applications/${application._id}/withdraw`,
      { rawBody: '{"reason":', as: service.member },
    );
    expect(malformed.status).toBe(400);
    expect((await withdraw(application._id, { reason: 'x'.repeat(500) })).status).toBe(200);
  });

  it('tells the reviewers who acted, newest first', async () => {
    const application = await service.apply(service.publishedGrant(), service.member, {
      '0-0': 'tell the reviewers',
    });
    await setStatus(application._id, 'needsMoreInfo', service.admin);
    await withdraw(application._id);
    await waitFor(
      () => service.notifications.kindsOf(application._id).includes('withdrawn'),
      'the withdrawal notice',
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    const told = service.notifications.of(application._id);
    expect(told.find((event) => event.kind === 'withdrawn')).toMatchObject({
      kind: 'withdrawn',
      reference: application.reference,
      reviewerIds: [service.admin.principal.id],
    });
  });

  it('lets the same answers make a new application after a withdrawal', async () => {
    const grantId = service.publishedGrant();
    const member = service.signInMember();
    const first = await service.apply(grantId, member, { '0-0': 'same answers' });
    await withdraw(first._id, {}, member);
    const again = await service.apply(grantId, member, { '0-0': 'same answers' });
    expect(again._id).not.toBe(first._id);
    expect(again.status).toBe('submitted');
  });
});
