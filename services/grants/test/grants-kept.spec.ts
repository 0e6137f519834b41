import { randomUUID } from 'node:crypto';
import { grantInput } from '@portal/testing';
import { GrantsUnderTest } from './grants-under-test.js';

/**
 * Grants don't vanish: one that has had applications is closed or archived, never deleted;
 * archived, it leaves the lists unless asked for, keeps its applications and comes back on
 * restore. An empty grant is still deleted as the spec says.
 */
describe('grants with applications are archived, not deleted', () => {
  const grants = new GrantsUnderTest();

  beforeAll(() => grants.start());
  afterAll(() => grants.destroy());

  /** The applications service telling of an application to `grant`. */
  const applyTo = (
    grant: { _id: string },
    kind: 'added' | 'removed' = 'added',
    id = randomUUID(),
  ) =>
    grants.call('POST', '/internal/grants/application-events', {
      asService: true,
      body: {
        events: [{ applicationId: id, grantId: grant._id, kind, at: new Date().toISOString() }],
      },
    });
  const listed = async (query = '') =>
    (await grants.call('GET', `/api/grants${query}`, { as: grants.reviewer })).body.map(
      (grant: any) => grant._id,
    );
  const history = async (grant: { _id: string }) =>
    (
      await grants.call('GET', `/api/grants/${grant._id}/history`, { as: grants.reviewer })
    ).body.map((entry: any) => [entry.action, entry.fromStatus, entry.toStatus]);

  it('refuses to delete a grant with applications, with a sentence, and keeps it', async () => {
    const grant = await grants.setStatus(await grants.create(grantInput()), 'published');
    await applyTo(grant);

    const answer = await grants.call('DELETE', `/api/grants/${grant._id}`, { as: grants.admin });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        statusCode: 409,
        code: 'grant.has_applications',
        error: 'Conflict',
        message:
          'This grant has applications, so it cannot be deleted. Close it or archive it instead: it is kept with its applications.',
      },
    });
    expect(await listed()).toContain(grant._id);
  });

  it('still refuses once its only application was withdrawn: the office keeps that record', async () => {
    const grant = await grants.create(grantInput());
    const application = randomUUID();
    await applyTo(grant, 'added', application);
    await applyTo(grant, 'removed', application);
    const answer = await grants.call('DELETE', `/api/grants/${grant._id}`, {
      as: grants.reviewer,
    });
    expect(answer.status).toBe(409);
  });

  it('deletes a grant that never had an application, as the spec says', async () => {
    const grant = await grants.create(grantInput());
    const answer = await grants.call('DELETE', `/api/grants/${grant._id}`, {
      as: grants.reviewer,
    });
    expect(answer.status).toBe(204);
    expect(await listed('?archived=include')).not.toContain(grant._id);
  });

  it('archives a published grant: closed, hidden from the lists and from members, kept whole', async () => {
    const grant = await grants.setStatus(await grants.create(grantInput()), 'published');
    await applyTo(grant);
    await applyTo(grant);

    const archived = await grants.call('POST', `/api/grants/${grant._id}/archive`, {
      as: grants.reviewer,
    });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      _id: grant._id,
      status: 'closed',
      applicationCount: 2,
      archivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await listed()).not.toContain(grant._id);
    expect(await listed('?archived=only')).toEqual([grant._id]);
    expect(await listed('?archived=include')).toContain(grant._id);
    const available = await grants.call('GET', '/api/available-grants', { as: grants.member });
    expect(available.body.map((found: any) => found._id)).not.toContain(grant._id);
    expect(
      (await grants.call('GET', `/api/grants/${grant._id}`, { as: grants.member })).status,
    ).toBe(404);
    // Staff still open it, with its applications.
    expect(
      (await grants.call('GET', `/api/grants/${grant._id}`, { as: grants.reviewer })).body,
    ).toMatchObject({ applicationCount: 2, status: 'closed' });
    expect(await history(grant)).toEqual([
      ['created', null, null],
      ['edited', null, null],
      ['status-changed', 'draft', 'published'],
      ['status-changed', 'published', 'closed'],
      ['archived', null, null],
    ]);

    // Archiving again changes nothing.
    const again = await grants.call('POST', `/api/grants/${grant._id}/archive`, {
      as: grants.reviewer,
    });
    expect(again.body.archivedAt).toBe(archived.body.archivedAt);
    expect((await history(grant)).length).toBe(5);
  });

  it('keeps an archived grant as it is until it is restored, then it is back as it was', async () => {
    const grant = await grants.setStatus(await grants.create(grantInput()), 'published');
    await applyTo(grant);
    await grants.call('POST', `/api/grants/${grant._id}/archive`, { as: grants.reviewer });

    for (const change of [
      grants.call('PUT', `/api/grants/${grant._id}`, {
        body: { ...grant, status: 'published' },
        as: grants.reviewer,
      }),
      grants.call('POST', `/api/grants/${grant._id}/submit`, { as: grants.reviewer }),
      grants.call('POST', `/api/grants/${grant._id}/publish`, { as: grants.reviewer }),
    ])
      expect(await change).toMatchObject({
        status: 409,
        body: {
          code: 'grant.archived',
          message: 'This grant is archived. Restore it before changing it.',
        },
      });
    expect(
      (await grants.call('DELETE', `/api/grants/${grant._id}`, { as: grants.reviewer })).status,
    ).toBe(409);

    const restored = await grants.call('POST', `/api/grants/${grant._id}/restore`, {
      as: grants.admin,
    });
    expect(restored.body).toMatchObject({
      status: 'closed',
      archivedAt: null,
      applicationCount: 1,
    });
    expect(await listed()).toContain(grant._id);
    expect((await history(grant)).at(-1)).toEqual(['restored', null, null]);
    // Open again once staff publish it.
    expect(
      (await grants.call('POST', `/api/grants/${grant._id}/publish`, { as: grants.reviewer })).body
        .status,
    ).toBe('published');
  });

  it('archives a draft as a draft', async () => {
    const grant = await grants.create(grantInput());
    const archived = await grants.call('POST', `/api/grants/${grant._id}/archive`, {
      as: grants.admin,
    });
    expect(archived.body).toMatchObject({ status: 'draft', archivedAt: expect.any(String) });
  });

  it('refuses a list filter that is none of hide, only or include', async () => {
    const answer = await grants.call('GET', '/api/grants?archived=yes', { as: grants.reviewer });
    expect(answer).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });

  it('answers 404 to archive or restore a grant that does not exist', async () => {
    for (const action of ['archive', 'restore', 'publish']) {
      const answer = await grants.call('POST', `/api/grants/${randomUUID()}/${action}`, {
        as: grants.reviewer,
      });
      expect(answer).toMatchObject({ status: 404, body: { code: 'grant.not_found' } });
    }
  });
});
