import type { LoginResponse } from '@portal/contract';
import type { GrantInput } from '@portal/contract/grants';
import { applicationAnswers, grantInput } from '@portal/testing';
import { submitApplicationThroughApi, torontoDateFromToday } from '../support/applications-api.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { eventually } from '../support/portal-parts.js';
import { PortalProcess, testAdmin } from '../support/portal-process.js';
import { signInThroughApi } from '../support/sessions.js';

/**
 * Reviewing through the gateway on the whole portal: the lead puts three reviewers on a grant
 * with 20 applications, two per application; one reviewer declares a conflict and is replaced;
 * each scores blind; the lead reads the ranked list and exports it. Registrations come from
 * addresses of their own (the gateway trusts the test as a proxy), as members at home would.
 */
describe('reviewing a round of applications, through the gateway', () => {
  let portal: PortalProcess;
  let admin: LoginResponse;
  let lead: LoginResponse;
  const reviewers: LoginResponse[] = [];
  let grantId: string;
  let registrations = 0;

  async function call(
    session: LoginResponse | undefined,
    method: string,
    path: string,
    body?: unknown,
  ) {
    const response = await fetch(`${portal.url}${path}`, {
      method,
      headers: {
        ...(session ? { authorization: `Bearer ${session.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body:
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
  }

  async function register(firstName: string, lastName: string): Promise<LoginResponse> {
    registrations += 1;
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@reviews.example`;
    const response = await fetch(`${portal.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${registrations}.7` },
      body: JSON.stringify({
        firstName,
        lastName,
        email,
        cardNumber: String(7_300_000_000 + registrations),
        password: 'reviewing e2e password',
      }),
    });
    if (!response.ok)
      throw new Error(`registration failed: ${response.status} ${await response.text()}`);
    return signInThroughApi(portal.url, email, 'reviewing e2e password');
  }

  async function makeStaff(session: LoginResponse, education: boolean): Promise<LoginResponse> {
    const user = session.user;
    const answer = await call(admin, 'PUT', `/api/users/${user._id}`, {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      cardNumber: user.cardNumber,
      userType: 'staff',
      education,
      harvesting: false,
      communityOutreach: false,
    });
    if (answer.status !== 200) throw new Error(`promotion failed: ${JSON.stringify(answer.body)}`);
    return signInThroughApi(portal.url, user.email, 'reviewing e2e password');
  }

  beforeAll(async () => {
    portal = await PortalProcess.start({ TRUSTED_PROXIES: '127.0.0.1' });
    admin = await signInThroughApi(portal.url, testAdmin.email, testAdmin.password);
    lead = await makeStaff(await register('Lena', 'Lead'), true);
    for (const name of ['Ann', 'Bob', 'Cid'])
      reviewers.push(await makeStaff(await register(name, 'Panel'), false));
    const draft = await createGrantThroughApi(
      portal.url,
      lead,
      grantInput({
        title: 'Reviewed round',
        openDate: torontoDateFromToday(-5),
        closeDate: torontoDateFromToday(40),
      }) as GrantInput,
    );
    grantId = (await publishGrantThroughApi(portal.url, lead, draft))._id;
    for (let index = 0; index < 20; index += 1) {
      const member = await register(`Member${String.fromCharCode(65 + index)}`, 'Applicant');
      await submitApplicationThroughApi(
        portal.url,
        member,
        grantId,
        applicationAnswers({
          '0-0': `My name is ${member.user.firstName} Applicant and I want to study.`,
        }) as never,
      );
    }
  }, 240_000);

  afterAll(async () => {
    await portal?.destroy();
  });

  it('assigns, recuses, scores blind, ranks and exports', async () => {
    const panel = await call(lead, 'PUT', `/api/reviews/grants/${grantId}/panel`, {
      reviewerIds: reviewers.map((reviewer) => reviewer.user._id),
      reviewersPerApplication: 2,
    });
    expect(panel.status).toBe(200);
    expect(panel.body.applications).toBe(20);
    expect(
      panel.body.reviewers.map((reviewer: { assigned: number }) => reviewer.assigned).sort(),
    ).toEqual([13, 13, 14]);

    // Ann steps back from her first application: it goes to the one reviewer who has not got it.
    const annsFirst = (await call(reviewers[0], 'GET', '/api/reviews/assigned')).body[0]
      .applicationId;
    const recusal = await call(
      reviewers[0],
      'POST',
      `/api/reviews/applications/${annsFirst}/conflict`,
      {
        reason: 'My niece',
      },
    );
    expect(recusal.body).toEqual({ recused: true, replacedBy: true });

    // Everyone scores what they hold, blind: no applicant's name anywhere in what they read.
    for (const [index, reviewer] of reviewers.entries()) {
      const assigned = (await call(reviewer, 'GET', '/api/reviews/assigned')).body as Array<{
        applicationId: string;
      }>;
      for (const [position, { applicationId }] of assigned.entries()) {
        const sheet = await call(reviewer, 'GET', `/api/reviews/applications/${applicationId}`);
        expect(sheet.body.applicant).toBeNull();
        expect(JSON.stringify(sheet.body)).not.toMatch(/Member[A-Z]/);
        const score = ((index + position) % 10) + 0.5;
        const scores = Object.fromEntries(
          sheet.body.parts.map((part: { key: string }) => [part.key, score]),
        );
        expect(
          (
            await call(reviewer, 'PUT', `/api/reviews/applications/${applicationId}/review`, {
              scores,
            })
          ).status,
        ).toBe(200);
        expect(
          (await call(reviewer, 'POST', `/api/reviews/applications/${applicationId}/review/submit`))
            .status,
        ).toBe(200);
      }
    }

    const ranking = await call(lead, 'GET', `/api/reviews/grants/${grantId}/ranking`);
    expect(ranking.status).toBe(200);
    const rows = ranking.body.applications as Array<{
      meanScore: number;
      reviewsSubmitted: number;
      applicantName: string;
      applicationId: string;
      conflicts: number;
    }>;
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.reviewsSubmitted === 2)).toBe(true);
    expect(rows.map((row) => row.meanScore)).toEqual(
      [...rows.map((row) => row.meanScore)].sort((a, b) => b - a),
    );
    // The lead sees who applied; the recusal shows as a count, never as the reason.
    expect(rows.every((row) => /^Member[A-Z] Applicant$/.test(row.applicantName))).toBe(true);
    expect(rows.find((row) => row.applicationId === annsFirst)?.conflicts).toBe(1);

    // The lead awards the top five in one step; the screen sends the batch again after a drop.
    const topFive = rows.slice(0, 5).map((row) => row.applicationId);
    const batch = {
      batchId: '0b7d5f52-5a7e-4c4e-9a57-5d3a4c1e0f05',
      decisions: topFive.map((applicationId) => ({ applicationId, status: 'approved' })),
      summary: { approved: 5 },
    };
    expect(
      (await call(lead, 'POST', `/api/reviews/grants/${grantId}/decisions`, batch)).body,
    ).toMatchObject({ accepted: 5, total: 5 });
    expect(
      (await call(lead, 'POST', `/api/reviews/grants/${grantId}/decisions`, batch)).body,
    ).toMatchObject({ accepted: 0, total: 5 });
    await eventually('the five awards to reach the applications', async () => {
      for (const applicationId of topFive) {
        const application = await call(lead, 'GET', `/api/grant-applications/${applicationId}`);
        if (application.body.status !== 'approved') return undefined;
      }
      return true;
    });
    for (const applicationId of topFive) {
      const application = await call(lead, 'GET', `/api/grant-applications/${applicationId}`);
      const changes = application.body.statusHistory.filter(
        (entry: { kind: string }) => entry.kind === 'statusChanged',
      );
      expect(changes).toEqual([
        expect.objectContaining({ status: 'approved', byName: 'Lena Lead' }),
      ]);
    }

    const exported = await fetch(`${portal.url}/api/reviews/grants/${grantId}/export.csv`, {
      headers: { authorization: `Bearer ${lead.token}` },
    });
    expect(exported.status).toBe(200);
    const csv = (await exported.text()).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(21);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
      rows.map(
        (row) =>
          ranking.body.applications.find(
            (each: { applicationId: string }) => each.applicationId === row.applicationId,
          ).reference,
      ),
    );
    const disclosures = await call(admin, 'GET', '/api/reviews/disclosures');
    expect(disclosures.body[0]).toMatchObject({
      grantId,
      rows: 20,
      blind: false,
      actorId: lead.user._id,
    });
    // Members have no way in.
    const someone = await register('Curious', 'Member');
    expect((await call(someone, 'GET', `/api/reviews/grants/${grantId}/ranking`)).status).toBe(403);
    expect((await call(someone, 'GET', `/api/reviews/applications/${annsFirst}`)).status).toBe(403);
  }, 240_000);
});
