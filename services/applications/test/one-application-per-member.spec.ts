import { applicationAnswers, queryDatabase } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * A grant that takes one application per member (its builder's setting, as the grants service's
 * snapshot says) takes no second one from a member while the first is not withdrawn: 409
 * `application.already_applied`, the first's reference in the sentence and in the body. The same
 * answers sent again within a few seconds are still the first application (decisions §4).
 */
describe('one application per member', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start());
  afterAll(() => service.destroy());

  const storedFor = (userId: string, grantId: string) =>
    queryDatabase<{ id: string; status: string }>(
      `SELECT id, status FROM "${service.config.DATABASE_SCHEMA}".applications
        WHERE user_id = $1 AND grant_id = $2 ORDER BY date_submitted`,
      [userId, grantId],
    );

  const refusalOf = (reference: string) => ({
    statusCode: 409,
    error: 'Conflict',
    code: 'application.already_applied',
    message: `You have already applied to this grant: your application is ${reference}. This grant takes one application per member; you can apply again only if you withdraw that one.`,
    reference,
  });

  it('refuses a second application with other answers, naming the first', async () => {
    const grantId = service.publishedGrant('One Each Fund');
    const member = service.signInMember();
    const first = await service.apply(grantId, member, { '0-0': 'my first try' });
    const second = await service.submit(grantId, member, { '0-0': 'a second try' });
    expect(second).toEqual({ status: 409, body: refusalOf(first.reference) });
    expect(await storedFor(member.principal.id, grantId)).toEqual([
      { id: first._id, status: 'submitted' },
    ]);
    // Another member, or the same member to another grant, is not concerned.
    expect((await service.submit(grantId, service.signInMember())).status).toBe(201);
    expect((await service.submit(service.publishedGrant(), member)).status).toBe(201);
  });

  it('still answers the same answers sent again within a few seconds with the first', async () => {
    const grantId = service.publishedGrant();
    const member = service.signInMember();
    const first = await service.submit(grantId, member);
    const again = await service.submit(grantId, member);
    expect(again).toEqual({ status: 201, body: first.body });
  });

  it('refuses a draft submitted after an application, and keeps the draft', async () => {
    const grantId = service.publishedGrant();
    const member = service.signInMember();
    const first = await service.apply(grantId, member, { '0-0': 'sent directly' });
    const draft = await service.saveDraft(
      grantId,
      member,
      applicationAnswers({ '0-0': 'a draft' }),
    );
    expect(draft.status).toBe(200);
    const submitted = await service.call(
      'POST',
      `/api/grant-applications/drafts/${draft.body._id}/submit`,
      { as: member },
    );
    expect(submitted).toEqual({ status: 409, body: refusalOf(first.reference) });
    const kept = await service.call('GET', `/api/grant-applications/drafts/${draft.body._id}`, {
      as: member,
    });
    expect(kept.status).toBe(200);
  });

  it('makes one application of different answers sent at the same moment, through two replicas', async () => {
    const replica = await service.startReplica();
    const grantId = service.publishedGrant();
    const member = service.signInMember();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        service.submit(
          grantId,
          member,
          { '0-0': `at once ${index}` },
          index % 2 ? replica : undefined,
        ),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    const [stored] = await storedFor(member.principal.id, grantId);
    expect(stored?.id).toBe(made[0]?.body._id);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused).toEqual({ status: 409, body: refusalOf(made[0]?.body.reference) });
    expect(await storedFor(member.principal.id, grantId)).toHaveLength(1);
  });

  it('lets a member who withdrew apply again, and then only once more', async () => {
    const grantId = service.publishedGrant();
    const member = service.signInMember();
    const first = await service.apply(grantId, member, { '0-0': 'changed my mind' });
    const withdrawn = await service.call('POST', `/api/grant-applications/${first._id}/withdraw`, {
      as: member,
      body: {},
    });
    expect(withdrawn.body.status).toBe('withdrawn');
    // The same answers too: the withdrawn application is not answered again.
    const again = await service.submit(grantId, member, { '0-0': 'changed my mind' });
    expect(again.status).toBe(201);
    expect(again.body._id).not.toBe(first._id);
    const third = await service.submit(grantId, member, { '0-0': 'once more' });
    expect(third).toEqual({ status: 409, body: refusalOf(again.body.reference) });
  });

  it('counts an application whatever a reviewer decided: awarded or not, it is still the one', async () => {
    const grantId = service.publishedGrant();
    const member = service.signInMember();
    const first = await service.apply(grantId, member, { '0-0': 'decided' });
    await service.call('PUT', `/api/grant-applications/${first._id}/status`, {
      as: service.reviewer,
      body: { status: 'rejected' },
    });
    expect(await service.submit(grantId, member, { '0-0': 'after the refusal' })).toEqual({
      status: 409,
      body: refusalOf(first.reference),
    });
  });

  it('takes several applications from a member when the grant allows them', async () => {
    const grantId = service.publishedGrant('Several Welcome Fund', { several: true });
    const member = service.signInMember();
    await service.apply(grantId, member, { '0-0': 'one' });
    await service.apply(grantId, member, { '0-0': 'two' });
    expect(await storedFor(member.principal.id, grantId)).toHaveLength(2);
  });

  it('follows the setting as the grant has it at the submission', async () => {
    const grantId = service.publishedGrant('Changing Fund', { several: true });
    const member = service.signInMember();
    const first = await service.apply(grantId, member, { '0-0': 'one' });
    await service.apply(grantId, member, { '0-0': 'two' });
    service.grants.put(grantId, { title: 'Changing Fund', oneApplicationPerMember: true });
    expect(await service.submit(grantId, member, { '0-0': 'three' })).toEqual({
      status: 409,
      body: refusalOf(first.reference),
    });
  });
});
