import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@portal/contract';
import { IdentityUnderTest } from './identity-under-test.js';

/**
 * `/internal/users/contacts` and `/internal/users/reviewers`: what the notifications service asks
 * to write to someone, on its own (no member's token), with the services' credential only.
 */
describe('contacts and reviewers for the other services', () => {
  const identity = new IdentityUnderTest();
  let admin: LoginResponse;
  let member: LoginResponse;
  let reviewer: LoginResponse;
  let staff: LoginResponse;

  beforeAll(async () => {
    await identity.start();
    admin = await identity.loginAsAdmin();
    member = await identity.register({
      firstName: 'Tara',
      lastName: 'Crow',
      cardNumber: 'RS-CONTACT-1',
    });
    reviewer = await identity.register({ firstName: 'Rita', lastName: 'Reviewer' });
    staff = await identity.register({ firstName: 'Sam', lastName: 'Staff' });
    const promote = async (who: LoginResponse, changes: Record<string, unknown>) => {
      const answer = await identity.call('PUT', `/api/users/${who.user._id}`, {
        as: admin.token,
        body: identity.editForm(who.user, changes),
      });
      expect(answer.status).toBe(200);
    };
    await promote(reviewer, { userType: 'staff', education: true });
    await promote(staff, { userType: 'staff', harvesting: true });
  });
  afterAll(() => identity.destroy());

  const contacts = (ids: unknown, asService = true) =>
    identity.call('POST', '/internal/users/contacts', { asService, body: { ids } });

  it('answers the name, email and language of each account asked for, nothing more, and leaves out ids with no account', async () => {
    const answer = await contacts([member.user._id, randomUUID(), admin.user._id, member.user._id]);
    expect(answer.status).toBe(200);
    const byId = new Map(
      answer.body.contacts.map((contact: { id: string }) => [contact.id, contact]),
    );
    expect(byId.size).toBe(2);
    expect(byId.get(member.user._id)).toEqual({
      id: member.user._id,
      name: 'Tara Crow',
      email: member.user.email,
      language: 'en',
    });
    expect(byId.get(admin.user._id)).toMatchObject({ name: 'Portal Administrator' });
    expect(JSON.stringify(answer.body)).not.toContain('RS-CONTACT-1');
  });

  it('lists every reviewer: admins, and staff with the education flag', async () => {
    const answer = await identity.call('GET', '/internal/users/reviewers', { asService: true });
    expect(answer.status).toBe(200);
    expect([...answer.body.ids].sort()).toEqual([admin.user._id, reviewer.user._id].sort());
  });

  it('answers only the services: with a token alone, or nothing, there is nothing there', async () => {
    for (const as of [admin.token, member.token, undefined]) {
      expect(
        (
          await identity.call('POST', '/internal/users/contacts', {
            as,
            body: { ids: [member.user._id] },
          })
        ).status,
      ).toBe(404);
      expect((await identity.call('GET', '/internal/users/reviewers', { as })).status).toBe(404);
    }
  });

  it('refuses a body that is not a list of ids', async () => {
    for (const ids of [undefined, [], ['not-a-uuid'], 'x', Array(501).fill(randomUUID())]) {
      expect((await contacts(ids)).status).toBe(400);
    }
  });
});
