import type { Section } from '@portal/contract';
import { queryDatabase } from '@portal/testing';
import { ReviewsUnderTest } from './reviews-under-test.js';

const sections: Section[] = [
  {
    label: 'About you',
    description: '',
    weight: 100,
    questions: [
      {
        label: 'Your plan',
        type: 'textarea',
        required: true,
        weight: 100,
        options: [],
        defaultSelected: [],
      },
    ],
  },
];

/** What reviewers write about members (comments, notes, reasons) is never in clear in the tables. */
describe("the reviews service's personal data at rest", () => {
  const portal = new ReviewsUnderTest();

  beforeAll(() => portal.start());
  afterAll(() => portal.destroy());

  it('keeps comments, conflict notes and recusal reasons encrypted', async () => {
    const reviewer = portal.reviewer('Quill');
    const other = portal.reviewer('Rook');
    const relative = portal.member('Sister', 'Quill', '4440001111');
    await portal.ok('POST', '/api/reviews/conflicts', {
      as: reviewer,
      body: { cardNumber: '4440001111', note: 'My younger sister Marie' },
    });
    const grantId = portal.others.grant(portal.lead.principal.id);
    const applicant = portal.member('Tom', 'Field');
    const applications = [applicant, relative].map((member) =>
      portal.others.apply(
        grantId,
        { id: member.principal.id, name: member.profile.name, email: member.profile.email },
        sections,
        { '0-0': 'A plan.' },
      ),
    );
    await portal.ok('PUT', `/api/reviews/grants/${grantId}/panel`, {
      as: portal.lead,
      body: {
        reviewerIds: [reviewer.principal.id, other.principal.id],
        reviewersPerApplication: 1,
      },
    });
    const mine = (await portal.ok('GET', '/api/reviews/assigned', { as: reviewer })) as Array<{
      applicationId: string;
    }>;
    // The sister's application never reaches the reviewer who listed her.
    expect(mine.map((row) => row.applicationId)).not.toContain(applications[1].applicationId);
    const id = mine[0].applicationId;
    await portal.ok('PUT', `/api/reviews/applications/${id}/review`, {
      as: reviewer,
      body: { scores: { '0': 7 }, comments: { '0': 'Talks about his uncle Joseph in the plan' } },
    });
    await portal.ok('POST', `/api/reviews/applications/${id}/conflict`, {
      as: reviewer,
      body: { reason: 'Joseph is my neighbour' },
    });
    const schema = portal.config.DATABASE_SCHEMA;
    const rows = await Promise.all(
      ['assignments', 'conflicts', 'review_history'].map((table) =>
        queryDatabase(`SELECT * FROM "${schema}".${table}`),
      ),
    );
    const stored = JSON.stringify(rows);
    for (const words of ['younger sister', 'Marie', 'uncle Joseph', 'neighbour'])
      expect(stored).not.toContain(words);
    // …and they read back in clear for the one who wrote them.
    expect(await portal.ok('GET', '/api/reviews/conflicts', { as: reviewer })).toEqual([
      expect.objectContaining({ note: 'My younger sister Marie', memberName: 'Sister Quill' }),
    ]);
  });
});
