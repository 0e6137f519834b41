import { randomUUID } from 'node:crypto';
import { applicationAnswers, grantInput, queryDatabase } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

describe('applications', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;

  beforeAll(async () => {
    await service.start();
    // The member applies to it again and again, each test on its own.
    grantId = service.publishedGrant('Trades Fund', { several: true });
  });
  afterAll(() => service.destroy());

  const post = (body: unknown, as = service.member) =>
    service.call('POST', '/api/grant-applications', { body, as });

  describe('submitting', () => {
    it('records the caller as the applicant, from their account, whatever the body says; the server sets status, portal and date', async () => {
      const before = Date.now();
      const answer = await post({
        grantId,
        answers: applicationAnswers(),
        applicantName: 'Someone Else',
        applicantEmail: 'someone.else@example.org',
        grantTitle: 'A grant I made up',
        grantType: 'award',
        portal: 'harvesting',
        status: 'approved',
        user: service.otherMember.principal.id,
      });
      expect(answer.status).toBe(201);
      const application = answer.body;
      expect(application).toMatchObject({
        grantId,
        grantTitle: 'Trades Fund',
        grantType: 'professional-development',
        portal: 'education',
        applicantName: 'Mary Member',
        applicantEmail: service.member.profile.email,
        user: service.member.principal.id,
        status: 'submitted',
        answers: applicationAnswers(),
      });
      expect(application._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(application.dateSubmitted)).toBeGreaterThanOrEqual(before - 1000);
      expect(application.statusChangedAt).toBe(application.dateSubmitted);
      expect(application.statusHistory).toEqual([
        {
          status: 'submitted',
          kind: 'submitted',
          at: application.dateSubmitted,
          byName: null,
          message: null,
          questionKeys: [],
          previousAnswers: null,
          internalNote: null,
        },
      ]);
      expect(application.reference).toMatch(/^EDU-\d{4}-\d{6}$/);
      expect(application.openRequest).toBeNull();
      expect(application.sections).toHaveLength(3);
      expect(application.sections[2].questions[0].options).toEqual([
        'Working in the community',
        'Further study',
        'Starting a business',
      ]);
      const fetched = await service.call('GET', `/api/grant-applications/${application._id}`, {
        as: service.member,
      });
      expect(fetched.body).toEqual(application);
    });

    it('takes applications to published grants only: a draft, a closed grant or none at all is not open', async () => {
      const draft = randomUUID();
      service.grants.put(draft, { status: 'draft' });
      const closed = randomUUID();
      service.grants.put(closed, { status: 'closed' });
      const pending = randomUUID();
      service.grants.put(pending, { status: 'pendingApproval' });
      for (const id of [draft, closed, pending, randomUUID()]) {
        const answer = await post({ grantId: id, answers: applicationAnswers() });
        expect(answer).toMatchObject({
          status: 409,
          body: {
            code: 'application.grant_not_open',
            message:
              'This grant is not open for applications. Only published grants take applications.',
          },
        });
      }
      const [{ count }] = await queryDatabase<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${service.config.DATABASE_SCHEMA}".applications WHERE grant_id = ANY($1)`,
        [[draft, closed, pending]],
      );
      expect(count).toBe(0);
    });

    it('answers 503 with a sentence, never 500, when the grant cannot be read', async () => {
      // Never read by this service before: there is no snapshot of it to fall back on.
      const unread = randomUUID();
      service.grants.put(unread);
      await service.grants.stop();
      try {
        const answer = await post({ grantId: unread, answers: applicationAnswers() });
        expect(answer).toMatchObject({
          status: 503,
          body: {
            code: 'service.unavailable',
            message:
              'The grant could not be read right now, so the application was not saved. Please try again in a moment.',
          },
        });
        service.grants.failWith = 500;
        await service.grants.restart();
        expect((await post({ grantId: unread, answers: applicationAnswers() })).status).toBe(503);
      } finally {
        service.grants.failWith = undefined;
        await service.grants.restart();
      }
      expect((await post({ grantId: unread, answers: applicationAnswers() })).status).toBe(201);
    });

    it('keeps the grant as it was: later edits, and its deletion, change nothing of the application', async () => {
      const changing = service.publishedGrant('Before the edit');
      const application = await service.apply(changing, service.member);
      service.grants.put(changing, {
        input: grantInput({
          title: 'After the edit',
          type: 'award',
          sections: [
            {
              label: 'Only one',
              description: '',
              weight: 100,
              questions: [{ label: 'Why?', type: 'textarea', weight: 100, required: true }],
            },
          ],
        }),
      });
      const reread = await service.call('GET', `/api/grant-applications/${application._id}`, {
        as: service.reviewer,
      });
      expect(reread.body).toMatchObject({
        grantTitle: 'Before the edit',
        grantType: 'professional-development',
        sections: application.sections,
        answers: application.answers,
      });
      service.grants.remove(changing);
      const afterDeletion = await service.call(
        'GET',
        `/api/grant-applications/${application._id}`,
        {
          as: service.member,
        },
      );
      expect(afterDeletion.body.sections).toEqual(application.sections);
      // The edited grant asks other questions: the old answers no longer fit it.
      service.grants.put(changing, {
        input: grantInput({
          sections: [
            {
              label: 'Only one',
              description: '',
              weight: 100,
              questions: [{ label: 'Why?', type: 'textarea', weight: 100, required: true }],
            },
          ],
        }),
      });
      expect((await service.submit(changing, service.member)).body.code).toBe(
        'application.answers',
      );
    });
  });

  describe('answers that do not follow the questions', () => {
    const refused = async (answers: unknown) => {
      const answer = await post({ grantId, answers });
      expect(answer.status).toBe(400);
      return answer.body;
    };

    it("refuses a missing required answer with spec §5's message, each question named in errors", async () => {
      const answers = applicationAnswers();
      delete answers['0-0'];
      const body = await refused({ ...answers, '2-1': 'no', '1-1': [] });
      expect(body).toMatchObject({
        statusCode: 400,
        code: 'application.answers',
        message: 'Please fill out all required fields',
      });
      expect(body.errors).toEqual([
        { field: 'answers.0-0', message: 'This field is required', code: 'application.answers' },
        {
          field: 'answers.1-1',
          message: 'Please select at least one option',
          code: 'application.answers',
        },
        { field: 'answers.2-1', message: 'This checkbox is required', code: 'application.answers' },
      ]);
    });

    it('takes the application without its files: file answers follow by upload (decisions §4)', async () => {
      const fileRequired = randomUUID();
      const input = grantInput();
      input.sections[1].questions[2].required = true;
      service.grants.put(fileRequired, { input });
      const answers = applicationAnswers();
      delete answers['1-2'];
      const answer = await post({ grantId: fileRequired, answers });
      expect(answer.status).toBe(201);
      expect(answer.body.answers).not.toHaveProperty('1-2');
    });

    it('refuses keys that name no question of the grant', async () => {
      for (const key of ['3-0', '0-2', 'notes', '0-0-1', '01-0']) {
        const body = await refused(applicationAnswers({ [key]: 'extra' }));
        expect(body.errors).toEqual([expect.objectContaining({ field: `answers.${key}` })]);
        expect(body.message).toContain(`There is no question "${key}" in this grant`);
      }
    });

    it.each<[string, string, unknown]>([
      ['text that is not text', '0-0', { text: 'hello' }],
      ['text longer than 10,000 characters', '0-0', 'x'.repeat(10_001)],
      ['a date that is not a date', '0-1', 'yesterday'],
      ['a dropdown choice that is no option', '1-0', 'Flight school'],
      ['a multi-select that is not a list', '1-1', 'Tuition'],
      ['a multi-select choice that is no option', '1-1', ['Tuition', 'Rent']],
      ['a file name that is not text', '1-2', 7],
      ['a priority that leaves out an item', '2-0', ['Further study', 'Starting a business']],
      ['a checkbox answered true', '2-1', true],
    ])('refuses %s', async (_what, key, value) => {
      const body = await refused(applicationAnswers({ [key]: value }));
      expect(body.errors).toEqual([expect.objectContaining({ field: `answers.${key}` })]);
      expect(body.message).not.toBe('Please fill out all required fields');
    });

    it('refuses bodies that are not a submission', async () => {
      for (const body of [
        {},
        { answers: applicationAnswers() },
        { grantId: 'not-a-grant', answers: applicationAnswers() },
        { grantId, answers: 'all yes' },
        { grantId, answers: [applicationAnswers()] },
        [],
      ]) {
        const answer = await post(body);
        expect(answer.status).toBe(400);
        expect(typeof answer.body.message).toBe('string');
      }
      const unreadable = await service.call('POST', '/api/grant-applications', {
        rawBody: '{"grantId": ',
        as: service.member,
      });
      expect(unreadable).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    });

    it('refuses a body over 1 MiB before reading it', async () => {
      const answer = await post({
        grantId,
        answers: applicationAnswers({ '0-0': 'x'.repeat(1_100_000) }),
      });
      expect(answer).toMatchObject({ status: 413, body: { code: 'request.too_large' } });
    });
  });

  describe('statuses', () => {
    let application: any;

    beforeAll(async () => {
      application = await service.apply(grantId, service.otherMember, { '0-0': 'for review' });
    });

    const setStatus = (status: unknown, as = service.reviewer) =>
      service.call('PUT', `/api/grant-applications/${application._id}/status`, {
        body: { status },
        as,
      });

    it('takes the five statuses of spec §4, from any other, each kept with who and when', async () => {
      for (const status of ['reviewed', 'needsMoreInfo', 'approved', 'rejected', 'submitted']) {
        const answer = await setStatus(
          status,
          status === 'approved' ? service.admin : service.reviewer,
        );
        expect(answer.status).toBe(200);
        expect(answer.body.status).toBe(status);
      }
      const history = (
        await service.call('GET', `/api/grant-applications/${application._id}`, {
          as: service.reviewer,
        })
      ).body.statusHistory;
      expect(history.map((entry: any) => [entry.status, entry.byName])).toEqual([
        ['submitted', 'Otto Other'],
        ['reviewed', 'Rita Reviewer'],
        ['needsMoreInfo', 'Rita Reviewer'],
        ['approved', 'Ada Admin'],
        ['rejected', 'Rita Reviewer'],
        ['submitted', 'Rita Reviewer'],
      ]);
      const times = history.map((entry: any) => Date.parse(entry.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    });

    it('shows the applicant when their status last changed, not who changed it', async () => {
      const changed = await setStatus('approved');
      const seen = (
        await service.call('GET', `/api/grant-applications/${application._id}`, {
          as: service.otherMember,
        })
      ).body;
      expect(seen.status).toBe('approved');
      expect(seen.statusChangedAt).toBe(changed.body.statusChangedAt);
      expect(Date.parse(seen.statusChangedAt)).toBeGreaterThan(Date.parse(seen.dateSubmitted));
      expect(seen.statusHistory.every((entry: any) => entry.byName === null)).toBe(true);
      const listed = (
        await service.call('GET', '/api/grant-applications?userOnly=true', {
          as: service.otherMember,
        })
      ).body.find((found: any) => found._id === application._id);
      expect(listed).toMatchObject({ status: 'approved', statusChangedAt: seen.statusChangedAt });
    });

    it('records nothing when the status stays the same', async () => {
      const before = (await setStatus('approved')).body.statusHistory.length;
      expect((await setStatus('approved')).body.statusHistory).toHaveLength(before);
    });

    it('refuses anything but the five, with a 400 that names them', async () => {
      for (const status of ['archived', 'Approved', 'needsmoreinfo', '', null, 3, undefined]) {
        const answer = await setStatus(status);
        expect(answer).toMatchObject({
          status: 400,
          body: {
            code: 'application.status',
            message:
              'Status must be one of: submitted, reviewed, approved, rejected, needsMoreInfo',
          },
        });
      }
    });
  });

  describe('lists', () => {
    it('answer summaries, newest first, without answers or questions', async () => {
      const first = await service.apply(grantId, service.member, { '0-0': 'first of two' });
      const second = await service.apply(grantId, service.member, { '0-0': 'second of two' });
      const listed = (await service.call('GET', '/api/grant-applications', { as: service.member }))
        .body;
      expect(listed.slice(0, 2).map((found: any) => found._id)).toEqual([second._id, first._id]);
      expect(Object.keys(listed[0]).sort()).toEqual(
        [
          '_id',
          'applicantEmail',
          'applicantName',
          'dateSubmitted',
          'grantId',
          'grantTitle',
          'grantType',
          'portal',
          'reference',
          'status',
          'statusChangedAt',
          'user',
        ].sort(),
      );
    });

    it('filter by portal with ?portal=education', async () => {
      const all = await service.call('GET', '/api/grant-applications', { as: service.admin });
      const education = await service.call('GET', '/api/grant-applications?portal=education', {
        as: service.admin,
      });
      expect(education.body).toEqual(all.body);
      expect(all.body.length).toBeGreaterThan(0);
      const harvesting = await service.call('GET', '/api/grant-applications?portal=harvesting', {
        as: service.admin,
      });
      expect(harvesting.body).toEqual([]);
    });

    it('refuses a userOnly that is neither true nor false', async () => {
      const answer = await service.call('GET', '/api/grant-applications?userOnly=yes', {
        as: service.member,
      });
      expect(answer.status).toBe(400);
    });
  });

  describe('deleting', () => {
    it('removes the application and its history; the same answers may then be sent again', async () => {
      const doomed = await service.apply(grantId, service.member, { '0-0': 'to be deleted' });
      await service.call('PUT', `/api/grant-applications/${doomed._id}/status`, {
        body: { status: 'reviewed' },
        as: service.reviewer,
      });
      const deleted = await service.call('DELETE', `/api/grant-applications/${doomed._id}`, {
        as: service.reviewer,
      });
      expect(deleted).toEqual({ status: 204, body: undefined });
      expect(
        (await service.call('GET', `/api/grant-applications/${doomed._id}`, { as: service.admin }))
          .status,
      ).toBe(404);
      const rows = await queryDatabase(
        `SELECT 1 FROM "${service.config.DATABASE_SCHEMA}".application_status_history WHERE application_id = $1`,
        [doomed._id],
      );
      expect(rows).toEqual([]);
      const again = await service.apply(grantId, service.member, { '0-0': 'to be deleted' });
      expect(again._id).not.toBe(doomed._id);
    });
  });
});
