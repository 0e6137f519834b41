import type { LoginResponse } from '@portal/contract';
import { IdentityUnderTest } from './identity-under-test.js';

/**
 * The office's second approval of grants: off as installed (the spec's flow), turned on by an
 * admin, and read by the grants service through the internal route.
 */
describe('the setting that a grant is published by a second person', () => {
  let identity: IdentityUnderTest;
  let admin: LoginResponse;
  let member: LoginResponse;

  beforeAll(async () => {
    identity = await new IdentityUnderTest().start();
    admin = await identity.loginAsAdmin();
    member = await identity.register();
  });

  afterAll(async () => {
    await identity?.destroy();
  });

  it('is off on a fresh install, for everyone who reads the settings', async () => {
    expect(await identity.call('GET', '/api/office-settings', { as: member.token })).toMatchObject({
      status: 200,
      body: { emailConfirmationRequired: false, grantSecondApprovalRequired: false },
    });
  });

  it('is turned on by an admin alone, leaving the other settings as they were', async () => {
    const byMember = await identity.call('PUT', '/api/office-settings', {
      as: member.token,
      body: { grantSecondApprovalRequired: true },
    });
    expect(byMember.status).toBe(403);
    const byAdmin = await identity.call('PUT', '/api/office-settings', {
      as: admin.token,
      body: { grantSecondApprovalRequired: true },
    });
    expect(byAdmin).toMatchObject({
      status: 200,
      body: { emailConfirmationRequired: false, grantSecondApprovalRequired: true },
    });
    expect(
      await identity.call('GET', '/internal/office-settings', { asService: true }),
    ).toMatchObject({ status: 200, body: { grantSecondApprovalRequired: true } });
  });

  it('refuses a value that is not true or false, with a sentence', async () => {
    const response = await identity.call('PUT', '/api/office-settings', {
      as: admin.token,
      body: { grantSecondApprovalRequired: 'yes' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'grantSecondApprovalRequired must be true or false' },
    });
  });
});
