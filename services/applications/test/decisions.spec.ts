import { queryDatabase, waitFor } from '@portal/testing';
import { ApplicationsUnderTest } from './applications-under-test.js';

const settle = { timeoutMs: 10_000, intervalMs: 50 };

/**
 * Decisions with words: a reviewer's decision (`PUT …/status`) or request for more information
 * may say something to the applicant (in their history and, through the notifications service,
 * their email) and keep an internal note for reviewers (in the history only, never to the
 * applicant nor in an event). Spec §7's status alone keeps working. What is said is the
 * applicant's data: encrypted in the history, and in the outbox while its event waits.
 */
describe('decisions with words', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;

  beforeAll(async () => {
    await service.start();
    // The member applies to it again and again, each test on its own.
    grantId = service.publishedGrant('Words Fund', { several: true });
  });
  afterAll(() => service.destroy());

  const decide = (id: string, body: unknown, as = service.reviewer) =>
    service.call('PUT', `/api/grant-applications/${id}/status`, { as, body });
  const read = (id: string, as = service.member) =>
    service.call('GET', `/api/grant-applications/${id}`, { as });
  const eventsOf = async (id: string, count: number) => {
    await waitFor(
      () => service.notifications.of(id).length >= count,
      `${count} events of ${id}`,
      settle,
    );
    return service.notifications.of(id);
  };

  it('keeps a refusal’s message for the applicant and its internal note for reviewers only', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'refused' });
    const decided = await decide(application._id, {
      status: 'rejected',
      message: '  The fund is spent for this year; please apply again in September.  ',
      internalNote: 'Budget line 4 exhausted; checked with the director.',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.statusHistory.at(-1)).toMatchObject({
      status: 'rejected',
      kind: 'statusChanged',
      byName: 'Rita Reviewer',
      message: 'The fund is spent for this year; please apply again in September.',
      internalNote: 'Budget line 4 exhausted; checked with the director.',
    });

    const seen = (await read(application._id)).body;
    expect(seen.statusHistory.at(-1)).toMatchObject({
      status: 'rejected',
      byName: null,
      message: 'The fund is spent for this year; please apply again in September.',
      internalNote: null,
    });
    expect(JSON.stringify(seen)).not.toContain('Budget line 4');

    const [, , told] = await eventsOf(application._id, 3);
    expect(told).toMatchObject({
      kind: 'statusChanged',
      status: 'rejected',
      reference: application.reference,
      message: 'The fund is spent for this year; please apply again in September.',
    });
    expect(JSON.stringify(service.notifications.of(application._id))).not.toContain('Budget');

    // At rest, the history holds neither in clear.
    const rows = await queryDatabase(
      `SELECT * FROM "${service.config.DATABASE_SCHEMA}".application_status_history
        WHERE application_id = $1`,
      [application._id],
    );
    expect(JSON.stringify(rows)).not.toMatch(/fund is spent|Budget line|director/);
  });

  it('takes an award with a message, or with none, and spec §7’s status alone', async () => {
    const withWords = await service.apply(grantId, service.member, { '0-0': 'awarded' });
    const awarded = await decide(withWords._id, {
      status: 'approved',
      message: 'Congratulations! The office will call you this week.',
    });
    expect(awarded.body.statusHistory.at(-1)).toMatchObject({
      status: 'approved',
      message: 'Congratulations! The office will call you this week.',
      internalNote: null,
    });

    const plain = await service.apply(grantId, service.member, { '0-0': 'plain' });
    for (const body of [
      { status: 'approved' },
      { status: 'reviewed', message: '   ', internalNote: '' },
    ]) {
      const set = await decide(plain._id, body);
      expect(set.status).toBe(200);
      expect(set.body.statusHistory.at(-1)).toMatchObject({
        status: body.status,
        message: null,
        internalNote: null,
      });
    }
    const events = await eventsOf(plain._id, 4);
    const changes = events.filter((event) => event.kind === 'statusChanged');
    expect(changes.map((event) => [event.status, event.message ?? null])).toEqual([
      ['approved', null],
      ['reviewed', null],
    ]);
  });

  it('refuses a message or a note that is too long or not text, with a sentence, and changes nothing', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'too long' });
    const cases: Array<[unknown, string]> = [
      [
        { status: 'rejected', message: 'x'.repeat(2_001) },
        'Please keep the message to 2000 characters or fewer.',
      ],
      [
        { status: 'rejected', internalNote: 'x'.repeat(2_001) },
        'Please keep the internal note to 2000 characters or fewer.',
      ],
      [{ status: 'rejected', message: 42 }, 'message must be text'],
      [{ status: 'rejected', internalNote: ['a'] }, 'internalNote must be text'],
    ];
    for (const [body, sentence] of cases) {
      const refused = await decide(application._id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(sentence);
    }
    expect((await read(application._id)).body.status).toBe('submitted');
    // 2,000 characters are fine.
    expect(
      (await decide(application._id, { status: 'rejected', message: 'y'.repeat(2_000) })).status,
    ).toBe(200);
  });

  it('keeps an internal note with a request for more information, and tells the applicant what is asked', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'asked' });
    const asked = await service.call(
      'POST',
      `/api/grant-applications/${application._id}/more-info-request`,
      {
        as: service.reviewer,
        body: {
          message: 'Please send your acceptance letter.',
          questionKeys: ['1-2', '0-0'],
          internalNote: 'The letter sent was unsigned.',
        },
      },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.statusHistory.at(-1)).toMatchObject({
      kind: 'moreInfoRequested',
      internalNote: 'The letter sent was unsigned.',
    });
    expect((await read(application._id)).body.statusHistory.at(-1).internalNote).toBeNull();
    const told = (await eventsOf(application._id, 3)).at(-1);
    expect(told).toMatchObject({
      kind: 'moreInfoRequested',
      message: 'Please send your acceptance letter.',
      questionLabels: ['Letter of acceptance', 'Tell us about yourself'],
      questionCount: 2,
    });
    expect(JSON.stringify(told)).not.toContain('unsigned');
  });

  it('tells the reviewers who asked of each new application, and confirms a withdrawal to the applicant', async () => {
    const application = await service.apply(grantId, service.member, { '0-0': 'to withdraw' });
    await service.call('POST', `/api/grant-applications/${application._id}/withdraw`, {
      as: service.member,
      body: { reason: 'I found work.' },
    });
    const events = await eventsOf(application._id, 4);
    expect(events.map((event) => [event.kind, event.reviewerIds])).toEqual([
      ['received', []],
      ['newApplication', []],
      ['withdrawn', []],
      ['withdrawalConfirmed', []],
    ]);
    for (const event of events)
      expect(event).toMatchObject({
        applicantId: service.member.principal.id,
        reference: application.reference,
      });
    // The applicant's reason is theirs: it stays in the history.
    expect(JSON.stringify(events)).not.toContain('found work');
  });
});

describe('decisions with words, while the notifications service is not reached', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start({ notifications: false }));
  afterAll(() => service.destroy());

  it('keeps the message of a waiting event encrypted in the outbox', async () => {
    const application = await service.apply(service.publishedGrant(), service.member, {
      '0-0': 'waiting',
    });
    await service.call('PUT', `/api/grant-applications/${application._id}/status`, {
      as: service.reviewer,
      body: {
        status: 'rejected',
        message: 'Your band council letter is missing.',
        internalNote: 'Called twice, no answer.',
      },
    });
    const rows = await queryDatabase<{ event: Record<string, unknown>; message_encrypted: string }>(
      `SELECT event, message_encrypted FROM "${service.config.DATABASE_SCHEMA}".notifications_outbox
        WHERE kind = 'statusChanged'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.event).not.toHaveProperty('message');
    expect(rows[0]?.message_encrypted).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toMatch(/band council|Called twice/);
  });
});
