import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@portal/contract';
import { queryDatabase } from '@portal/testing';
import { IdentityUnderTest } from './identity-under-test.js';

/**
 * An applicant's membership card number on the review page: masked but for the last four
 * digits for reviewers, in full on Show, each Show recorded (who, whose, when, which
 * application) and listed to admins.
 */
describe('card numbers for reviewers: GET /api/users/{id}/card-number and POST …/reveal', () => {
  const identity = new IdentityUnderTest();
  let admin: LoginResponse;
  let reviewer: LoginResponse;
  let staffWithoutFlag: LoginResponse;
  let member: LoginResponse;
  const applicationId: string = randomUUID();

  beforeAll(async () => {
    await identity.start();
    admin = await identity.loginAsAdmin();
    member = await identity.register({
      firstName: 'Mary',
      lastName: 'Jacobs',
      cardNumber: 'RS-123456789',
    });
    reviewer = await identity.register({ firstName: 'Rita', lastName: 'Review' });
    staffWithoutFlag = await identity.register({ firstName: 'Sam', lastName: 'Staff' });
    for (const [account, flags] of [
      [reviewer, { userType: 'staff', education: true }],
      [staffWithoutFlag, { userType: 'staff', harvesting: true }],
    ] as const) {
      const changed = await identity.call('PUT', `/api/users/${account.user._id}`, {
        as: admin.token,
        body: identity.editForm(account.user, flags),
      });
      expect(changed.status).toBe(200);
    }
  });
  afterAll(() => identity.destroy());

  const masked = (as: string, id = member.user._id, application = applicationId) =>
    identity.call('GET', `/api/users/${id}/card-number?applicationId=${application}`, { as });
  const reveal = (as: string, id = member.user._id, application = applicationId) =>
    identity.call('POST', `/api/users/${id}/card-number/reveal`, {
      as,
      body: { applicationId: application },
    });

  it('shows a reviewer the card number masked but for its last four digits, and no records', async () => {
    const answer = await masked(reviewer.token);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ masked: '••-•••••6789', reveals: null });
  });

  it('is for reviewers only: members and staff without the education flag get 403', async () => {
    expect((await masked(member.token)).status).toBe(403);
    expect((await reveal(member.token)).status).toBe(403);
    expect((await masked(staffWithoutFlag.token)).status).toBe(403);
    expect((await reveal(staffWithoutFlag.token)).status).toBe(403);
    expect((await identity.call('GET', `/api/users/${member.user._id}/card-number`)).status).toBe(
      401,
    );
  });

  it('reveals it in full and records who, whose, when and for which application', async () => {
    const before = Date.now();

    const answer = await reveal(reviewer.token);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ cardNumber: 'RS-123456789' });
    const rows = await queryDatabase<Record<string, unknown>>(
      `SELECT account_id, revealed_by, application_id, at FROM "${identity.config.DATABASE_SCHEMA}".card_number_reveals`,
    );
    expect(rows).toEqual([
      {
        account_id: member.user._id,
        revealed_by: reviewer.user._id,
        application_id: applicationId,
        at: expect.any(Date),
      },
    ]);
    expect((rows[0].at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('lists the reveals of this application to admins, newest first, with the reviewer named', async () => {
    await reveal(admin.token);
    await reveal(reviewer.token, member.user._id, randomUUID());

    const answer = await masked(admin.token);

    expect(answer.status).toBe(200);
    expect(answer.body.masked).toBe('••-•••••6789');
    expect(
      answer.body.reveals.map((entry: { byName: string; applicationId: string }) => [
        entry.byName,
        entry.applicationId,
      ]),
    ).toEqual([
      [`${admin.user.firstName} ${admin.user.lastName}`, applicationId],
      ['Rita Review', applicationId],
    ]);
    expect(Date.parse(answer.body.reveals[0].at)).not.toBeNaN();
  });

  it('shows nothing for an account without a card number, and has nothing to reveal', async () => {
    const invited = await identity.call('POST', '/api/users/invitations', {
      as: admin.token,
      body: {
        firstName: 'Ivy',
        lastName: 'Invited',
        email: 'ivy.invited@example.org',
        userType: 'staff',
        education: true,
        harvesting: false,
        communityOutreach: false,
      },
    });
    expect(invited.status).toBe(201);
    const ivy = invited.body._id as string;

    expect((await masked(reviewer.token, ivy)).body).toEqual({ masked: null, reveals: null });
    const refused = await reveal(reviewer.token, ivy);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This account has no card number');
  });

  it.each([
    ['an account that does not exist', randomUUID(), applicationId, 404],
    ['a malformed account id', 'not-an-id', applicationId, 404],
    ['a malformed application id', undefined, 'not-an-id', 400],
  ])('answers %s with %s', async (_what, id, application, status) => {
    expect((await masked(reviewer.token, id ?? member.user._id, application)).status).toBe(status);
    expect((await reveal(reviewer.token, id ?? member.user._id, application)).status).toBe(status);
  });
});
