import { grantInput, queryDatabase } from '@portal/testing';
import { GrantsUnderTest } from './grants-under-test.js';

describe('grants: build, change, copy, delete, and what members see', () => {
  const grants = new GrantsUnderTest();

  beforeAll(() => grants.start());
  afterAll(() => grants.destroy());

  it('creates a draft from the create form, with every field of spec §3', async () => {
    const answer = await grants.call('POST', '/api/grants', {
      body: grantInput(),
      as: grants.reviewer,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Trades and Professional Development Fund',
      type: 'professional-development',
      status: 'draft',
      openDate: '2026-01-05T05:00:00.000Z',
      closeDate: '2028-01-01T04:59:59.999Z',
      applicationCount: 0,
      lockedAt: null,
      createdBy: grants.reviewer.principal.id,
    });
    expect(answer.body.sections.map((section: any) => section.weight)).toEqual([20, 35, 45]);
    expect(answer.body.sections[1].questions[0]).toEqual({
      label: 'Program type',
      type: 'dropdown',
      required: true,
      weight: 30,
      options: ['Trade apprenticeship', 'College diploma', 'Certificate'],
      defaultSelected: ['Certificate'],
    });
  });

  it('ignores read-only fields and any status a new grant is sent with', async () => {
    const created = await grants.create(
      grantInput({
        _id: '00000000-0000-4000-8000-000000000000',
        status: 'published',
        applicationCount: 99,
        lockedAt: '2020-01-01T00:00:00Z',
        createdBy: grants.admin.principal.id,
      }),
    );
    expect(created._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(created).toMatchObject({
      status: 'draft',
      applicationCount: 0,
      lockedAt: null,
      createdBy: grants.reviewer.principal.id,
    });
  });

  it('answers 400 with the first problem as its message and every problem in errors, each with a code', async () => {
    const body = grantInput({ title: '' });
    body.sections[0].weight = 25;
    body.sections[1].questions[0].options = [];
    const answer = await grants.call('POST', '/api/grants', { body, as: grants.reviewer });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'grant.title',
      message: 'Missing title field',
    });
    expect(answer.body.errors).toEqual([
      { field: 'title', message: 'Missing title field', code: 'grant.title' },
      {
        field: 'sections.1.questions.0.options',
        message: 'Question "Program type" needs a non-empty options list',
        code: 'grant.options',
      },
      {
        field: 'sections',
        message: 'Section weights must sum to 100%. Current total: 105%',
        code: 'grant.weights',
      },
    ]);
  });

  it.each([
    ['a body that is not JSON', '{"title": '],
    ['a list instead of a grant', '[]'],
    ['a number', '42'],
    [
      'sections nested a thousand deep',
      JSON.stringify({
        ...grantInput(),
        sections: JSON.parse('['.repeat(1000) + ']'.repeat(1000)),
      }),
    ],
  ])('answers 400, never 500, to %s', async (_what, rawBody) => {
    const answer = await grants.call('POST', '/api/grants', { rawBody, as: grants.reviewer });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('edits every field and sets any of the four statuses, reading pendingapproval as pendingApproval', async () => {
    const created = await grants.create(grantInput());
    const answer = await grants.call('PUT', `/api/grants/${created._id}`, {
      body: { ...created, title: 'Renamed', status: 'pendingapproval', applicationCount: 7 },
      as: grants.admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      title: 'Renamed',
      status: 'pendingApproval',
      applicationCount: 0,
    });
    for (const status of ['published', 'closed', 'draft']) {
      expect((await grants.setStatus(answer.body, status)).status).toBe(status);
    }
  });

  it('submits a draft for approval', async () => {
    const created = await grants.create(grantInput());
    const answer = await grants.call('POST', `/api/grants/${created._id}/submit`, {
      as: grants.reviewer,
    });
    expect(answer).toMatchObject({ status: 200, body: { status: 'pendingApproval' } });
  });

  it('records who did what, when: creation, edits, status changes, submission and copies', async () => {
    const created = await grants.create(grantInput(), grants.reviewer);
    await grants.call('POST', `/api/grants/${created._id}/submit`, { as: grants.reviewer });
    await grants.call('PUT', `/api/grants/${created._id}`, {
      body: { ...created, status: 'published' },
      as: grants.admin,
    });
    const copy = await grants.call('POST', `/api/grants?copyOf=${created._id}`, {
      body: { ...created, title: `${created.title} (Copy)` },
      as: grants.admin,
    });
    const history = (
      await grants.call('GET', `/api/grants/${created._id}/history`, { as: grants.admin })
    ).body;
    expect(
      history.map((entry: any) => [
        entry.action,
        entry.actorName,
        entry.fromStatus,
        entry.toStatus,
      ]),
    ).toEqual([
      ['created', 'Rita Reviewer', null, null],
      ['submitted', 'Rita Reviewer', 'draft', 'pendingApproval'],
      ['edited', 'Ada Admin', null, null],
      ['status-changed', 'Ada Admin', 'pendingApproval', 'published'],
    ]);
    // The names are encrypted at rest (decisions §5): the rows, read with SQL, hold none in clear.
    const stored = await queryDatabase(
      `SELECT * FROM ${grants.config.DATABASE_SCHEMA}.grant_history WHERE grant_id = $1`,
      [created._id],
    );
    expect(stored).toHaveLength(4);
    expect(JSON.stringify(stored)).not.toMatch(/Rita|Reviewer|Ada|Admin/);
    const copyHistory = (
      await grants.call('GET', `/api/grants/${copy.body._id}/history`, { as: grants.admin })
    ).body;
    expect(copyHistory).toEqual([
      expect.objectContaining({
        action: 'duplicated',
        actorName: 'Ada Admin',
        copiedFrom: created._id,
      }),
    ]);
    expect(copy.body).toMatchObject({
      title: `${created.title} (Copy)`,
      status: 'draft',
      applicationCount: 0,
    });
  });

  it('deletes a grant and keeps its history for the office', async () => {
    const created = await grants.create(grantInput());
    expect(
      (await grants.call('DELETE', `/api/grants/${created._id}`, { as: grants.admin })).status,
    ).toBe(204);
    expect(
      (await grants.call('GET', `/api/grants/${created._id}`, { as: grants.admin })).status,
    ).toBe(404);
    expect(
      (await grants.call('DELETE', `/api/grants/${created._id}`, { as: grants.admin })).status,
    ).toBe(404);
    const rows = await queryDatabase<{ action: string }>(
      `SELECT action FROM ${grants.config.DATABASE_SCHEMA}.grant_history WHERE grant_id = $1 ORDER BY id`,
      [created._id],
    );
    expect(rows.map((row) => row.action)).toEqual(['created', 'deleted']);
  });

  it('lists the published grants to members as summaries, the one closing soonest first, with no staff ids', async () => {
    const later = await grants.setStatus(
      await grants.create(grantInput({ title: 'Later', closeDate: '2027-06-30' })),
      'published',
    );
    const sooner = await grants.setStatus(
      await grants.create(grantInput({ title: 'Sooner', closeDate: '2027-03-31' })),
      'published',
    );
    const listed = (await grants.call('GET', '/api/available-grants', { as: grants.member })).body;
    const ours = listed.filter((grant: any) => [later._id, sooner._id].includes(grant._id));
    expect(ours.map((grant: any) => grant.title)).toEqual(['Sooner', 'Later']);
    expect(Object.keys(ours[0]).sort()).toEqual([
      '_id',
      'closeDate',
      'description',
      'oneApplicationPerMember',
      'openDate',
      'status',
      'title',
      'type',
    ]);
    const one = (await grants.call('GET', `/api/grants/${sooner._id}`, { as: grants.member })).body;
    expect(one.sections).toHaveLength(3);
    expect(one.createdBy).toBeNull();
  });
});
