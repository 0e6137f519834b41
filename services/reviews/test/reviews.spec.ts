import type { Section } from '@portal/contract';
import type { TestAccount } from '@portal/nest-kit/testing';
import pg from 'pg';
import { ReviewsUnderTest } from './reviews-under-test.js';

const question = (
  label: string,
  weight: number,
  type: Section['questions'][number]['type'] = 'textarea',
) => ({
  label,
  type,
  required: true,
  weight,
  options: [],
  defaultSelected: [],
});

/**
 * Sections weighted 20 / 35 / 45: the first with one question, the second weighting its
 * questions unevenly (50 / 30 / 20, so each is scored), the third evenly (scored as a whole).
 */
const unevenGrant: Section[] = [
  { label: 'About you', description: '', weight: 20, questions: [question('Your goals', 100)] },
  {
    label: 'Studies',
    description: '',
    weight: 35,
    questions: [question('Program', 50), question('Transcript', 30, 'file'), question('Plan', 20)],
  },
  {
    label: 'Community',
    description: '',
    weight: 45,
    questions: [question('Giving back', 50), question('References', 50)],
  },
];

const answersOf = (name: string, email: string, cardNumber: string) => ({
  '0-0': `I am ${name} and I want to teach.`,
  '1-0': 'Bachelor of Education',
  '1-1': `${name.replace(' ', '_')}_transcript.pdf`,
  '1-2': `Write to me at ${email} or quote card ${cardNumber}.`,
  '2-0': 'Coaching the youth soccer team.',
  '2-1': 'Two elders of the community.',
});

describe('reviewing', () => {
  const portal = new ReviewsUnderTest();
  let database: pg.Client;
  let anna: TestAccount;
  let ben: TestAccount;
  let cleo: TestAccount;
  let dan: TestAccount;

  beforeAll(async () => {
    await portal.start();
    database = new pg.Client({ connectionString: portal.config.DATABASE_URL });
    await database.connect();
    anna = portal.reviewer('Anna');
    ben = portal.reviewer('Ben');
    cleo = portal.reviewer('Cleo');
    dan = portal.reviewer('Dan');
  });
  afterAll(async () => {
    await database?.end();
    await portal.destroy();
  });

  /** A grant led by the lead, with applications from these members. */
  function grantWith(members: TestAccount[], sections: Section[] = unevenGrant) {
    const grantId = portal.others.grant(portal.lead.principal.id);
    const applications = members.map((member) =>
      portal.others.apply(
        grantId,
        { id: member.principal.id, name: member.profile.name, email: member.profile.email },
        sections,
        answersOf(member.profile.name, member.profile.email, member.cardNumber),
      ),
    );
    return { grantId, applications };
  }

  async function setPanel(grantId: string, reviewers: TestAccount[], perApplication: number) {
    return portal.ok('PUT', `/api/reviews/grants/${grantId}/panel`, {
      as: portal.lead,
      body: {
        reviewerIds: reviewers.map((reviewer) => reviewer.principal.id),
        reviewersPerApplication: perApplication,
      },
    });
  }

  it('scores against the weights of the grant as the member saw it: the hand computation', async () => {
    const member = portal.member('Jane', 'Doe', '7001234567');
    const { grantId, applications } = grantWith([member]);
    await setPanel(grantId, [anna], 1);
    const id = applications[0].applicationId;
    const sheet = await portal.ok('GET', `/api/reviews/applications/${id}`, { as: anna });
    expect(sheet.parts.map((part: { key: string }) => part.key)).toEqual([
      '0',
      '1-0',
      '1-1',
      '1-2',
      '2',
    ]);
    const saved = await portal.ok('PUT', `/api/reviews/applications/${id}/review`, {
      as: anna,
      body: {
        scores: { '0': 8, '1-0': 6, '1-1': 9.5, '1-2': 4, '2': 7.5 },
        comments: { '2': 'Strong ties to the community.' },
      },
    });
    // Studies: 0.5 × 6 + 0.3 × 9.5 + 0.2 × 4 = 6.65;
    // the grant: 0.20 × 8 + 0.35 × 6.65 + 0.45 × 7.5 = 1.6 + 2.3275 + 3.375 = 7.3025 → 7.30.
    expect(saved.myReview).toMatchObject({ state: 'draft', score: 7.3 });
    expect(saved.myReview.comments).toEqual({ '2': 'Strong ties to the community.' });
    const submitted = await portal.ok('POST', `/api/reviews/applications/${id}/review/submit`, {
      as: anna,
    });
    expect(submitted.myReview).toMatchObject({ state: 'submitted', score: 7.3 });
    const ranking = await portal.ok('GET', `/api/reviews/grants/${grantId}/ranking`, {
      as: portal.lead,
    });
    expect(ranking.applications[0]).toMatchObject({
      applicationId: id,
      meanScore: 7.3,
      spread: 0,
      reviewsSubmitted: 1,
      reviewsAssigned: 1,
    });
    // The comment is kept encrypted: the row holds no word of it.
    const rows = await database.query(
      `SELECT comments_encrypted FROM "${portal.config.DATABASE_SCHEMA}".assignments WHERE application_id = $1`,
      [id],
    );
    expect(JSON.stringify(rows.rows)).not.toContain('community');
  });

  it('shows a blind reviewer no name, email or card number in any field, header or file name', async () => {
    const member = portal.member('Marguerite', 'Wapass', '7009876543');
    const { grantId, applications } = grantWith([member]);
    await setPanel(grantId, [ben], 1);
    const response = await fetch(
      `${portal.service.url}/api/reviews/applications/${applications[0].applicationId}`,
      { headers: { authorization: `Bearer ${ben.token}` } },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const headers = JSON.stringify([...response.headers.entries()]);
    for (const identifying of ['Marguerite', 'Wapass', 'marguerite.wapass', '7009876543']) {
      expect(text.toLowerCase()).not.toContain(identifying.toLowerCase());
      expect(headers.toLowerCase()).not.toContain(identifying.toLowerCase());
    }
    const sheet = JSON.parse(text);
    expect(sheet.applicant).toBeNull();
    expect(sheet.answers['1-1']).toBe('Document 1 of question 3');
    expect(sheet.answers['0-0']).toBe('I am [withheld] [withheld] and I want to teach.');
    // The grant's lead sees who applied, and may turn blindness off for the panel (recorded).
    const asLead = await portal.ok(
      'GET',
      `/api/reviews/applications/${applications[0].applicationId}`,
      { as: portal.lead },
    );
    expect(asLead.applicant).toEqual({ name: 'Marguerite Wapass', email: member.profile.email });
    expect(
      (
        await portal.call('PUT', `/api/reviews/grants/${grantId}/blind`, {
          as: portal.identity.signIn({ userType: 'staff', education: true }),
          body: { blind: false },
        })
      ).status,
    ).toBe(403);
    await portal.ok('PUT', `/api/reviews/grants/${grantId}/blind`, {
      as: portal.lead,
      body: { blind: false },
    });
    const open = await portal.ok(
      'GET',
      `/api/reviews/applications/${applications[0].applicationId}`,
      { as: ben },
    );
    expect(open.applicant.name).toBe('Marguerite Wapass');
    const history = await database.query(
      `SELECT action, detail FROM "${portal.config.DATABASE_SCHEMA}".review_history WHERE grant_id = $1 AND action = 'blind_changed'`,
      [grantId],
    );
    expect(history.rows).toEqual([{ action: 'blind_changed', detail: { blind: false } }]);
  });

  it("keeps the other reviewers' scores from a reviewer until they submit their own", async () => {
    const member = portal.member('Oscar', 'Bird');
    const { grantId, applications } = grantWith([member]);
    await setPanel(grantId, [anna, ben], 2);
    const id = applications[0].applicationId;
    const scores = { '0': 5, '1-0': 5, '1-1': 5, '1-2': 5, '2': 5 };
    await portal.ok('PUT', `/api/reviews/applications/${id}/review`, {
      as: anna,
      body: { scores },
    });
    await portal.ok('POST', `/api/reviews/applications/${id}/review/submit`, { as: anna });
    const before = await portal.ok('GET', `/api/reviews/applications/${id}`, { as: ben });
    expect(before).toMatchObject({ othersHidden: true, otherReviews: [] });
    expect(JSON.stringify(before)).not.toContain(anna.principal.id);
    await portal.ok('PUT', `/api/reviews/applications/${id}/review`, {
      as: ben,
      body: { scores: { ...scores, '2': 9 } },
    });
    await portal.ok('POST', `/api/reviews/applications/${id}/review/submit`, { as: ben });
    const after = await portal.ok('GET', `/api/reviews/applications/${id}`, { as: ben });
    expect(after.othersHidden).toBe(false);
    expect(after.otherReviews).toEqual([
      expect.objectContaining({ reviewerId: anna.principal.id, score: 5 }),
    ]);
    // A submitted review changes only when the lead reopens it, with a reason kept.
    const again = await portal.call('PUT', `/api/reviews/applications/${id}/review`, {
      as: ben,
      body: { scores },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'review.submitted' } });
    const byReviewer = await portal.call(
      'POST',
      `/api/reviews/applications/${id}/reviews/${ben.principal.id}/reopen`,
      { as: portal.identity.signIn({ userType: 'staff', education: true }), body: { reason: 'x' } },
    );
    expect(byReviewer).toMatchObject({ status: 403, body: { code: 'review.not_lead' } });
    const noReason = await portal.call(
      'POST',
      `/api/reviews/applications/${id}/reviews/${ben.principal.id}/reopen`,
      { as: portal.lead, body: { reason: '  ' } },
    );
    expect(noReason.status).toBe(400);
    await portal.ok('POST', `/api/reviews/applications/${id}/reviews/${ben.principal.id}/reopen`, {
      as: portal.lead,
      body: { reason: 'The score of the community section was typed in the wrong box.' },
    });
    const reopened = await portal.ok('GET', `/api/reviews/applications/${id}`, { as: ben });
    expect(reopened.myReview.state).toBe('draft');
    const reasons = await database.query(
      `SELECT reason_encrypted FROM "${portal.config.DATABASE_SCHEMA}".review_history WHERE application_id = $1 AND action = 'reopened'`,
      [id],
    );
    expect(reasons.rows).toHaveLength(1);
    expect(reasons.rows[0].reason_encrypted).not.toContain('wrong box');
  });

  it('refuses bad scores and strangers with a sentence, and changes nothing', async () => {
    const member = portal.member('Percy', 'Stone');
    const { grantId, applications } = grantWith([member]);
    await setPanel(grantId, [cleo], 1);
    const id = applications[0].applicationId;
    await portal.ok('PUT', `/api/reviews/applications/${id}/review`, {
      as: cleo,
      body: { scores: { '0': 6 } },
    });
    for (const score of [11, -1, 7.55, 'seven', true, [5], { value: 5 }]) {
      const answer = await portal.call('PUT', `/api/reviews/applications/${id}/review`, {
        as: cleo,
        body: { scores: { '0': score } },
      });
      expect(answer).toMatchObject({ status: 400, body: { code: 'review.score' } });
      expect(answer.body.message).toMatch(/0 to 10/);
    }
    const unknownPart = await portal.call('PUT', `/api/reviews/applications/${id}/review`, {
      as: cleo,
      body: { scores: { '9-9': 5 } },
    });
    expect(unknownPart).toMatchObject({ status: 400, body: { code: 'review.score' } });
    for (const rawBody of ['{', '[]', '{"scores": 5}', '{"scores": {}, "comments": {"0": 5}}'])
      expect(
        (
          await portal.call('PUT', `/api/reviews/applications/${id}/review`, {
            as: cleo,
            rawBody,
          })
        ).status,
      ).toBe(400);
    const kept = await portal.ok('GET', `/api/reviews/applications/${id}`, { as: cleo });
    expect(kept.myReview.scores).toEqual({ '0': 6 });
    const incomplete = await portal.call('POST', `/api/reviews/applications/${id}/review/submit`, {
      as: cleo,
    });
    expect(incomplete).toMatchObject({ status: 400, body: { code: 'review.incomplete' } });
    // Not assigned: another staff member, a member, the applicant; an id nobody has.
    for (const stranger of [dan, portal.member('Quinn', 'Other'), member])
      expect(
        (await portal.call('GET', `/api/reviews/applications/${id}`, { as: stranger })).status,
      ).toBe(403);
    expect(
      (
        await portal.call('GET', `/api/reviews/applications/5a3c1f0e-0000-4000-8000-000000000000`, {
          as: cleo,
        })
      ).status,
    ).toBe(404);
    expect(
      (await portal.call('GET', `/api/reviews/applications/not-an-id`, { as: cleo })).status,
    ).toBe(404);
  });

  it('takes a reviewer off the panel: no access on the next call, their submitted review stays', async () => {
    const member = portal.member('Rose', 'Lake');
    const { grantId, applications } = grantWith([member]);
    await setPanel(grantId, [anna, dan], 2);
    const id = applications[0].applicationId;
    await portal.ok('PUT', `/api/reviews/applications/${id}/review`, {
      as: dan,
      body: { scores: { '0': 4, '1-0': 4, '1-1': 4, '1-2': 4, '2': 4 } },
    });
    await portal.ok('POST', `/api/reviews/applications/${id}/review/submit`, { as: dan });
    await setPanel(grantId, [anna], 1);
    expect((await portal.call('GET', `/api/reviews/applications/${id}`, { as: dan })).status).toBe(
      403,
    );
    const ranking = await portal.ok('GET', `/api/reviews/grants/${grantId}/ranking`, {
      as: portal.lead,
    });
    expect(ranking.applications[0]).toMatchObject({ reviewsSubmitted: 1, meanScore: 4 });
  });

  it('recuses a reviewer who declares a conflict and gives the application to the next, recorded without names', async () => {
    const members = [portal.member('Sam', 'Cardinal'), portal.member('Tia', 'Cardinal')];
    const { grantId, applications } = grantWith(members);
    await setPanel(grantId, [anna, ben, cleo], 2);
    const id = applications[0].applicationId;
    const panel = await portal.ok('GET', `/api/reviews/grants/${grantId}/panel`, {
      as: portal.lead,
    });
    const holders = (
      await database.query(
        `SELECT reviewer_id FROM "${portal.config.DATABASE_SCHEMA}".assignments WHERE application_id = $1 AND recused_at IS NULL`,
        [id],
      )
    ).rows.map((row) => row.reviewer_id as string);
    expect(holders).toHaveLength(2);
    expect(panel.recusals).toBe(0);
    const recusing = [anna, ben, cleo].find((reviewer) => holders.includes(reviewer.principal.id))!;
    const declared = await portal.ok('POST', `/api/reviews/applications/${id}/conflict`, {
      as: recusing,
      body: { reason: 'My cousin' },
    });
    expect(declared).toEqual({ recused: true, replacedBy: true });
    expect(
      (await portal.call('GET', `/api/reviews/applications/${id}`, { as: recusing })).status,
    ).toBe(403);
    const after = (
      await database.query(
        `SELECT reviewer_id FROM "${portal.config.DATABASE_SCHEMA}".assignments WHERE application_id = $1 AND recused_at IS NULL`,
        [id],
      )
    ).rows.map((row) => row.reviewer_id as string);
    expect(after).toHaveLength(2);
    expect(after).not.toContain(recusing.principal.id);
    const leadView = await portal.ok('GET', `/api/reviews/grants/${grantId}/panel`, {
      as: portal.lead,
    });
    expect(leadView).toMatchObject({ recusals: 1, reassignedApplications: [id] });
    expect(JSON.stringify(leadView)).not.toContain('cousin');
    const ranking = await portal.ok('GET', `/api/reviews/grants/${grantId}/ranking`, {
      as: portal.lead,
    });
    expect(ranking.applications.find((row: any) => row.applicationId === id).conflicts).toBe(1);
  });

  it('spreads 500 applications over 7 reviewers, never to a member on their list, loads within one', async () => {
    const reviewers = ['Ula', 'Vic', 'Wes', 'Xia', 'Yan', 'Zoe', 'Abe'].map((name) =>
      portal.reviewer(name),
    );
    const members = Array.from({ length: 500 }, (_, index) =>
      portal.member(`Member${index}`, 'Spread', String(8_000_000_000 + index)),
    );
    // 20 declared conflicts, on five reviewers' lists, by card number.
    const declared: Array<{ reviewerId: string; memberId: string }> = [];
    for (let index = 0; index < 20; index += 1) {
      const reviewer = reviewers[index % 5];
      const member = members[index * 7 + 3];
      await portal.ok('POST', '/api/reviews/conflicts', {
        as: reviewer,
        body: { cardNumber: member.cardNumber, note: 'Household' },
      });
      declared.push({ reviewerId: reviewer.principal.id, memberId: member.principal.id });
    }
    const { grantId } = grantWith(members);
    const panel = await setPanel(grantId, reviewers, 3);
    expect(panel.shortOfReviewers).toEqual([]);
    const rows = (
      await database.query(
        `SELECT reviewer_id, applicant_id, application_id FROM "${portal.config.DATABASE_SCHEMA}".assignments WHERE grant_id = $1 AND recused_at IS NULL`,
        [grantId],
      )
    ).rows as Array<{ reviewer_id: string; applicant_id: string; application_id: string }>;
    expect(rows).toHaveLength(1_500);
    for (const conflict of declared)
      expect(
        rows.some(
          (row) =>
            row.reviewer_id === conflict.reviewerId && row.applicant_id === conflict.memberId,
        ),
      ).toBe(false);
    const perApplication = new Map<string, number>();
    for (const row of rows)
      perApplication.set(row.application_id, (perApplication.get(row.application_id) ?? 0) + 1);
    expect(new Set(perApplication.values())).toEqual(new Set([3]));
    const loads = panel.reviewers.map((reviewer: { assigned: number }) => reviewer.assigned);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(Math.max(...loads)).toBeLessThanOrEqual(Math.ceil((500 * 3) / 7));
    // The lead's view of the panel never names a member on a list.
    expect(JSON.stringify(panel)).not.toContain('Member');
  }, 120_000);

  it('assigns an application that arrives after the panel was set, by the same rule', async () => {
    const { grantId } = grantWith([portal.member('Una', 'Early')]);
    await setPanel(grantId, [anna, ben], 1);
    const late = portal.member('Val', 'Late');
    const application = portal.others.apply(
      grantId,
      { id: late.principal.id, name: late.profile.name, email: late.profile.email },
      unevenGrant,
      answersOf(late.profile.name, late.profile.email, late.cardNumber),
    );
    const assignedToAnna = await portal.ok('GET', '/api/reviews/assigned', { as: anna });
    const assignedToBen = await portal.ok('GET', '/api/reviews/assigned', { as: ben });
    const holders = [...assignedToAnna, ...assignedToBen].filter(
      (row: { applicationId: string }) => row.applicationId === application.applicationId,
    );
    expect(holders).toHaveLength(1);
    expect(JSON.stringify(assignedToAnna)).not.toContain('Late');
  });

  it('never gives a reviewer their own application', async () => {
    const staffApplicant = portal.reviewer('Wren');
    const { grantId, applications } = grantWith([staffApplicant]);
    const panel = await setPanel(grantId, [staffApplicant, cleo], 1);
    expect(panel.shortOfReviewers).toEqual([]);
    const byHand = await portal.call('POST', `/api/reviews/grants/${grantId}/assignments`, {
      as: portal.lead,
      body: {
        applicationId: applications[0].applicationId,
        reviewerId: staffApplicant.principal.id,
      },
    });
    expect(byHand).toMatchObject({ status: 409, body: { code: 'review.own_application' } });
    expect(
      (
        await portal.call('GET', `/api/reviews/applications/${applications[0].applicationId}`, {
          as: staffApplicant,
        })
      ).status,
    ).toBe(403);
  });
});
