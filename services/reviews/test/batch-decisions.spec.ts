import { randomUUID } from 'node:crypto';
import type { Section } from '@portal/contract';
import { waitFor } from '@portal/testing';
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

describe('batch decisions from the ranked list', () => {
  const portal = new ReviewsUnderTest();
  let grantId: string;
  let applicationIds: string[];

  beforeAll(async () => {
    await portal.start();
    grantId = portal.others.grant(portal.lead.principal.id);
    applicationIds = Array.from({ length: 200 }, (_, index) => {
      const member = portal.member(`Decided${index}`, 'Member');
      return portal.others.apply(
        grantId,
        { id: member.principal.id, name: member.profile.name, email: member.profile.email },
        sections,
        { '0-0': 'A plan.' },
      ).applicationId;
    });
  });
  afterAll(() => portal.destroy());

  const decide = (body: unknown, as = portal.lead) =>
    portal.call('POST', `/api/reviews/grants/${grantId}/decisions`, { as, body });

  it('takes 200 decisions once, each delivered to the applications service once, even when the batch is sent again', async () => {
    const batchId = randomUUID();
    const decisions = applicationIds.map((applicationId, index) => ({
      applicationId,
      status: index < 150 ? 'approved' : 'rejected',
    }));
    const body = { batchId, decisions, summary: { approved: 150, rejected: 50 } };
    const first = await decide(body);
    expect(first).toEqual({ status: 200, body: { batchId, accepted: 200, total: 200 } });
    // The connection dropped before the answer: the screen sends the same batch again, twice at once.
    const retries = await Promise.all([decide(body), decide(body)]);
    for (const retry of retries)
      expect(retry).toEqual({ status: 200, body: { batchId, accepted: 0, total: 200 } });
    await waitFor(
      () => portal.others.decisionsApplied.size === 200,
      'the decisions to reach the applications service',
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    const eventIds = portal.others.decisionsReceived.map((event) => event.eventId);
    expect(new Set(eventIds).size).toBe(200);
    const perApplication = new Map<string, number>();
    for (const event of portal.others.decisionsReceived)
      perApplication.set(event.applicationId, (perApplication.get(event.applicationId) ?? 0) + 1);
    expect([...perApplication.values()].every((count) => count === 1)).toBe(true);
    expect(portal.others.decisionsReceived[0]).toMatchObject({
      actorId: portal.lead.principal.id,
      actorName: 'Lena Lead',
    });
    const ranking = await portal.ok('GET', `/api/reviews/grants/${grantId}/ranking`, {
      as: portal.lead,
    });
    const statuses = ranking.applications.map((row: { status: string }) => row.status);
    expect(statuses.filter((status: string) => status === 'approved')).toHaveLength(150);
    expect(statuses.filter((status: string) => status === 'rejected')).toHaveLength(50);
  });

  it('refuses a batch that is not what the person confirmed, or names another grant’s application, and takes none of it', async () => {
    const otherGrant = portal.others.grant(portal.lead.principal.id);
    const stranger = portal.member('Other', 'Grant');
    const othersApplication = portal.others.apply(
      otherGrant,
      { id: stranger.principal.id, name: stranger.profile.name, email: stranger.profile.email },
      sections,
      { '0-0': 'x' },
    ).applicationId;
    const before = portal.others.decisionsReceived.length;
    const mismatch = await decide({
      batchId: randomUUID(),
      decisions: [{ applicationId: applicationIds[0], status: 'approved' }],
      summary: { approved: 2 },
    });
    expect(mismatch).toMatchObject({ status: 400, body: { code: 'review.invalid' } });
    for (const applicationId of [othersApplication, randomUUID()]) {
      const answer = await decide({
        batchId: randomUUID(),
        decisions: [
          { applicationId: applicationIds[1], status: 'reviewed' },
          { applicationId, status: 'reviewed' },
        ],
        summary: { reviewed: 2 },
      });
      expect(answer).toMatchObject({ status: 400, body: { code: 'review.invalid' } });
      expect(answer.body.message).toMatch(/Nothing was changed/);
    }
    const twice = await decide({
      batchId: randomUUID(),
      decisions: [
        { applicationId: applicationIds[2], status: 'reviewed' },
        { applicationId: applicationIds[2], status: 'approved' },
      ],
      summary: { reviewed: 1, approved: 1 },
    });
    expect(twice.status).toBe(400);
    for (const bad of [
      {},
      {
        batchId: 'x',
        decisions: [{ applicationId: applicationIds[0], status: 'approved' }],
        summary: { approved: 1 },
      },
      { batchId: randomUUID(), decisions: [], summary: {} },
      {
        batchId: randomUUID(),
        decisions: [{ applicationId: applicationIds[0], status: 'withdrawn' }],
        summary: { withdrawn: 1 },
      },
      {
        batchId: randomUUID(),
        decisions: [{ applicationId: applicationIds[0], status: 'approved' }],
        summary: { approved: 'one' },
      },
    ])
      expect((await decide(bad)).status).toBe(400);
    // Only the grant's lead (or an admin) decides.
    const notLead = portal.identity.signIn({ userType: 'staff', education: true });
    expect(
      (
        await decide(
          {
            batchId: randomUUID(),
            decisions: [{ applicationId: applicationIds[0], status: 'approved' }],
            summary: { approved: 1 },
          },
          notLead,
        )
      ).status,
    ).toBe(403);
    expect(portal.others.decisionsReceived.length).toBe(before);
  });
});
