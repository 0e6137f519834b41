import type { Section } from '@portal/contract';
import type { TestAccount } from '@portal/nest-kit/testing';
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
        weight: 50,
        options: [],
        defaultSelected: [],
      },
      {
        label: 'Transcript',
        type: 'file',
        required: true,
        weight: 50,
        options: [],
        defaultSelected: [],
      },
    ],
  },
];

/** Parses the CSV the export writes (RFC 4180: quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

describe('exporting the ranked list', () => {
  const portal = new ReviewsUnderTest();
  let reviewer: TestAccount;

  beforeAll(async () => {
    await portal.start();
    reviewer = portal.reviewer('Erin');
  });
  afterAll(() => portal.destroy());

  it('writes the ranked rows, escaped against formulas, blind, and records the disclosure', async () => {
    const grantId = portal.others.grant(portal.lead.principal.id);
    const hostile = ['=HYPERLINK("x")', '+1', '@x', '-2+3'];
    const applicants = hostile.map((plan, index) => {
      const member = portal.member(`Applicant${index}`, 'Export', String(9_100_000_000 + index));
      return portal.others.apply(
        grantId,
        { id: member.principal.id, name: member.profile.name, email: member.profile.email },
        sections,
        { '0-0': plan, '0-1': `Applicant${index}_Export_marks.pdf` },
      );
    });
    await portal.ok('PUT', `/api/reviews/grants/${grantId}/panel`, {
      as: portal.lead,
      body: { reviewerIds: [reviewer.principal.id], reviewersPerApplication: 1 },
    });
    // The third application scores highest, the first next; the others are not scored.
    for (const [index, score] of [
      [2, 9],
      [0, 6],
    ] as const) {
      const id = applicants[index].applicationId;
      await portal.ok('PUT', `/api/reviews/applications/${id}/review`, {
        as: reviewer,
        body: { scores: { '0': score } },
      });
      await portal.ok('POST', `/api/reviews/applications/${id}/review/submit`, { as: reviewer });
    }
    // A staff member with the education flag who does not lead the grant: the export is blind.
    const otherStaff = portal.identity.signIn({ userType: 'staff', education: true });
    const response = await fetch(`${portal.service.url}/api/reviews/grants/${grantId}/export.csv`, {
      headers: { authorization: `Bearer ${otherStaff.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ranked-applications-/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).not.toMatch(/Applicant\d/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Rank',
      'Reference',
      'Status',
      'Submitted',
      'Mean score',
      'Spread',
      'Reviews submitted',
      'Reviews assigned',
      'Conflicts',
      'About you: Your plan',
      'About you: Transcript',
      'Score: Erin Reviewer',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[11]])).toEqual([
      ['1', applicants[2].reference, '9', '9'],
      ['2', applicants[0].reference, '6', '6'],
      ['3', applicants[1].reference, '', ''],
      ['4', applicants[3].reference, '', ''],
    ]);
    // Every answer that would run as a formula comes out as text.
    const plans = Object.fromEntries(rows.slice(1).map((row) => [row[1], row[9]]));
    expect(hostile.map((_, index) => plans[applicants[index].reference])).toEqual([
      `'=HYPERLINK("x")`,
      `'+1`,
      `'@x`,
      `'-2+3`,
    ]);
    expect(rows[1][10]).toBe('Document 1 of question 2');
    const disclosures = await portal.ok('GET', '/api/reviews/disclosures', { as: portal.admin });
    expect(disclosures).toEqual([
      expect.objectContaining({
        grantId,
        actorId: otherStaff.principal.id,
        rows: 4,
        blind: true,
        format: 'csv',
      }),
    ]);
    // The lead's export names the applicants, and is recorded as not blind.
    const named = await fetch(`${portal.service.url}/api/reviews/grants/${grantId}/export.csv`, {
      headers: { authorization: `Bearer ${portal.lead.token}` },
    });
    expect(parseCsv((await named.text()).slice(1))[0]).toContain('Applicant');
    const after = await portal.ok('GET', '/api/reviews/disclosures', { as: portal.admin });
    expect(after[0]).toMatchObject({ actorId: portal.lead.principal.id, blind: false });
    for (const caller of [reviewer, portal.lead, portal.member('Nosy', 'Member')])
      expect((await portal.call('GET', '/api/reviews/disclosures', { as: caller })).status).toBe(
        403,
      );
    expect(
      (await portal.call('GET', `/api/reviews/grants/${grantId}/export.csv`, { as: reviewer }))
        .status,
    ).toBe(403);
  });
});
