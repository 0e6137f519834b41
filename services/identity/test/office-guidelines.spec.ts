import type { LoginResponse } from '@portal/contract';
import { IdentityUnderTest, randomAddress } from './identity-under-test.js';

/** The office's guidelines for applicants: written by admins, read at /guidelines by everyone signed in. */
describe("the office's guidelines", () => {
  let identity: IdentityUnderTest;
  let admin: LoginResponse;
  let member: LoginResponse;

  beforeAll(async () => {
    identity = await new IdentityUnderTest().start();
    admin = await identity.loginAsAdmin();
    member = await identity.register();
  });
  afterAll(() => identity?.destroy());

  const guidelines =
    'Who can apply\nMembers of the Nation.\n\nWhat to send\nA transcript and a letter of support.';

  it('are empty as installed, readable by everyone signed in', async () => {
    for (const caller of [member, admin])
      expect(
        await identity.call('GET', '/api/office-settings/guidelines', { as: caller.token }),
      ).toMatchObject({ status: 200, body: { text: '' } });
    expect((await identity.call('GET', '/api/office-settings/guidelines')).status).toBe(401);
  });

  it('are written by admins only, kept as plain text, and leave the other settings alone', async () => {
    const byMember = await identity.call('PUT', '/api/office-settings/guidelines', {
      as: member.token,
      body: { text: 'Mine now' },
    });
    expect(byMember.status).toBe(403);

    const byAdmin = await identity.call('PUT', '/api/office-settings/guidelines', {
      as: admin.token,
      body: { text: guidelines },
    });
    expect(byAdmin).toMatchObject({ status: 200, body: { text: guidelines } });
    expect(
      await identity.call('GET', '/api/office-settings/guidelines', { as: member.token }),
    ).toMatchObject({ status: 200, body: { text: guidelines } });
    expect(await identity.call('GET', '/api/office-settings', { as: admin.token })).toMatchObject({
      status: 200,
      body: { emailConfirmationRequired: false },
    });
  });

  it.each([
    [{}, 'text must be the guidelines, as text'],
    [{ text: 'x'.repeat(20_001) }, 'Please keep the guidelines to 20000 characters or fewer.'],
  ])('refuses %j with a sentence', async (body, message) => {
    const response = await identity.call('PUT', '/api/office-settings/guidelines', {
      as: admin.token,
      body,
      from: randomAddress(),
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});
