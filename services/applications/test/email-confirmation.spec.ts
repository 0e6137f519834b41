import { defaultOfficeSettings } from '@portal/contract';
import { ApplicationsUnderTest } from './applications-under-test.js';

const unconfirmed =
  'Please confirm your email address before you submit your first application: use the link we emailed you, or ask for a new one on your dashboard.';

/**
 * The office setting "email confirmation required" (off on a fresh install, so the spec's
 * register-then-apply flow stays): with it on, an account must have confirmed its address
 * before its first application, submitted directly or from a draft.
 */
describe('a confirmed email address before a first application', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;

  beforeAll(async () => {
    await service.start();
    grantId = service.publishedGrant();
  });
  afterAll(() => service.destroy());
  afterEach(() => {
    service.identity.officeSettings = {
      ...defaultOfficeSettings,
      emailConfirmationRequired: false,
    };
    service.identity.unavailable = false;
  });

  const requireConfirmation = () => {
    service.identity.officeSettings = { ...defaultOfficeSettings, emailConfirmationRequired: true };
  };

  it('is not needed while the office does not require it', async () => {
    const member = service.signInMember({ emailConfirmed: false });
    expect((await service.submit(grantId, member)).status).toBe(201);
  });

  it('is needed when the office requires it: refused with a sentence, nothing stored', async () => {
    requireConfirmation();
    const member = service.signInMember({ emailConfirmed: false });
    const refused = await service.submit(grantId, member);
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'application.email_unconfirmed', message: unconfirmed },
    });
    const own = await service.call('GET', '/api/grant-applications?userOnly=true', { as: member });
    expect(own.body).toEqual([]);
  });

  it('is needed for a draft submitted, which stays a draft', async () => {
    const member = service.signInMember({ emailConfirmed: false });
    const draft = await service.saveDraft(grantId, member);
    expect(draft.status).toBe(200);
    requireConfirmation();
    const refused = await service.call(
      'POST',
      `/api/grant-applications/drafts/${draft.body._id}/submit`,
      { as: member },
    );
    expect(refused).toMatchObject({ status: 403, body: { code: 'application.email_unconfirmed' } });
    const kept = await service.call('GET', `/api/grant-applications/drafts/${draft.body._id}`, {
      as: member,
    });
    expect(kept.status).toBe(200);
  });

  it('lets a confirmed account apply, and an account that applied before the setting apply again', async () => {
    requireConfirmation();
    const confirmed = service.signInMember({ emailConfirmed: true });
    expect((await service.submit(grantId, confirmed)).status).toBe(201);

    service.identity.officeSettings = {
      ...defaultOfficeSettings,
      emailConfirmationRequired: false,
    };
    const earlier = service.signInMember({ emailConfirmed: false });
    expect((await service.submit(grantId, earlier)).status).toBe(201);
    requireConfirmation();
    const secondGrant = service.publishedGrant();
    expect((await service.submit(secondGrant, earlier)).status).toBe(201);
  });

  it('answers 503 (never 500) while identity cannot say what the office requires', async () => {
    const member = service.signInMember({ emailConfirmed: false });
    // The principal is cached from an earlier call; the settings are asked on each submission.
    await service.call('GET', '/api/grant-applications', { as: member });
    service.identity.unavailable = true;
    const answer = await service.submit(grantId, member);
    expect([503]).toContain(answer.status);
  });
});
