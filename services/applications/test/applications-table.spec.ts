import { randomUUID } from 'node:crypto';
import { queryDatabase } from '@portal/testing';
import type { ApplicationRecord } from '../src/applications/application-record.js';
import { ApplicationsRepository } from '../src/applications/applications.repository.js';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * The reviewers' applications table: `GET /api/grant-applications` filtered by grant and status,
 * searched by reference or applicant name, sorted, and paged 50 at a time in SQL, while the
 * spec's calls without `page` keep their array.
 */
describe('the applications table', () => {
  const service = new ApplicationsUnderTest();
  let trades: string;
  let nursing: string;
  const applied = new Map<string, any>();

  const list = (query: string, as = service.reviewer) =>
    service.call('GET', `/api/grant-applications?${query}`, { as });

  beforeAll(async () => {
    await service.start();
    trades = service.publishedGrant('Trades Fund');
    nursing = service.publishedGrant('Nursing Bursary');
    // Submitted one after the other: the newest is the last one here.
    const people: Array<[string, string, string]> = [
      ['Ann', 'Lee', trades],
      ['Bob', 'Cree', trades],
      ['Ánna-Marie', "O'Lee", nursing],
      ['Cy', 'Wolf', nursing],
    ];
    for (const [firstName, lastName, grantId] of people) {
      const member = service.signInMember({ firstName, lastName });
      applied.set(firstName, await service.apply(grantId, member));
    }
    await service.call('PUT', `/api/grant-applications/${applied.get('Cy')._id}/status`, {
      body: { status: 'approved' },
      as: service.reviewer,
    });
  });
  afterAll(() => service.destroy());

  const names = (items: Array<{ applicantName: string }>) => items.map((row) => row.applicantName);

  it("keeps the spec's answer without page: every application, newest first, as an array", async () => {
    const answer = await list('portal=education');

    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(names(answer.body)).toEqual(['Cy Wolf', "Ánna-Marie O'Lee", 'Bob Cree', 'Ann Lee']);
  });

  it('with page: one page, its total, the page size and the count of each status', async () => {
    const answer = await list('page=1');

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      page: 1,
      pageSize: 50,
      total: 4,
      statusCounts: {
        submitted: 3,
        approved: 1,
        reviewed: 0,
        rejected: 0,
        needsMoreInfo: 0,
        withdrawn: 0,
      },
    });
    expect(names(answer.body.items)).toEqual([
      'Cy Wolf',
      "Ánna-Marie O'Lee",
      'Bob Cree',
      'Ann Lee',
    ]);
    expect(answer.body.items[0]).toMatchObject({
      _id: applied.get('Cy')._id,
      reference: applied.get('Cy').reference,
      grantTitle: 'Nursing Bursary',
      status: 'approved',
    });
  });

  it('filters by grant and by status; the status counts follow the grant, not the status', async () => {
    const byGrant = await list(`page=1&grantId=${trades}`);
    expect(names(byGrant.body.items)).toEqual(['Bob Cree', 'Ann Lee']);

    const approvedNursing = await list(`page=1&grantId=${nursing}&status=approved`);
    expect(names(approvedNursing.body.items)).toEqual(['Cy Wolf']);
    expect(approvedNursing.body.total).toBe(1);
    expect(approvedNursing.body.statusCounts).toMatchObject({ submitted: 1, approved: 1 });

    const arrayAnswer = await list(`status=submitted&grantId=${nursing}`);
    expect(names(arrayAnswer.body)).toEqual(["Ánna-Marie O'Lee"]);
  });

  it.each([
    ['a word of the name, any case', 'ann', ['Ann Lee']],
    ['the whole name', 'Ann Lee', ['Ann Lee']],
    ['words of a name without accents', 'Anna-Marie', ["Ánna-Marie O'Lee"]],
    ['a word two names share', 'lee', ["Ánna-Marie O'Lee", 'Ann Lee']],
    ['words that no one name has together', 'Ann Cree', []],
  ])('searches by %s', async (_what, search, expected) => {
    const answer = await list(`page=1&search=${encodeURIComponent(search)}`);

    expect(answer.status).toBe(200);
    expect(names(answer.body.items)).toEqual(expected);
  });

  it("matches O'Lee by its words o and lee", async () => {
    const answer = await list(`page=1&search=${encodeURIComponent("o'lee")}`);

    expect(names(answer.body.items)).toEqual(["Ánna-Marie O'Lee"]);
  });

  it('searches by reference, as a person types it over the phone', async () => {
    const reference: string = applied.get('Bob').reference;

    const answer = await list(
      `page=1&search=${encodeURIComponent(` ${reference.toLowerCase()} `)}`,
    );

    expect(names(answer.body.items)).toEqual(['Bob Cree']);
  });

  it('sorts by applicant, reference and status, each way', async () => {
    const byApplicant = await list('page=1&sort=applicant');
    expect(names(byApplicant.body.items)).toEqual([
      'Ann Lee',
      "Ánna-Marie O'Lee",
      'Bob Cree',
      'Cy Wolf',
    ]);
    const byApplicantDown = await list('page=1&sort=applicant&direction=desc');
    expect(names(byApplicantDown.body.items)).toEqual([
      'Cy Wolf',
      'Bob Cree',
      "Ánna-Marie O'Lee",
      'Ann Lee',
    ]);

    const byReference = await list('page=1&sort=reference');
    const references = byReference.body.items.map((row: { reference: string }) => row.reference);
    expect(references).toEqual([...references].sort());
    expect(references).toHaveLength(4);

    const byStatus = await list('page=1&sort=status');
    expect(byStatus.body.items.map((row: { status: string }) => row.status)).toEqual([
      'approved',
      'submitted',
      'submitted',
      'submitted',
    ]);
  });

  it("a member's table holds only their own applications, whatever they search", async () => {
    const ann = service.signInMember({ firstName: 'Ann', lastName: 'Lee' });
    await service.apply(trades, ann);

    const answer = await list('page=1&search=cree', ann);

    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([]);
    expect(answer.body.total).toBe(0);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1'],
    ['page=two', 'page must be a whole number from 1'],
    ['sort=grant', 'sort must be one of date, status, applicant, reference'],
    ['direction=up', 'direction must be asc or desc'],
    ['grantId=not-an-id', 'grantId must be the id of a grant'],
    ['status=lost', 'status must be one of'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('refuses %s with a sentence (400)', async (query, message) => {
    const answer = await list(query);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  describe('with 5,000 applications', () => {
    const many = 5_000;

    beforeAll(async () => {
      const repository = service.service.app.get(ApplicationsRepository);
      const firstNames = ['Ann', 'Bea', 'Cal', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo'];
      const start = Date.parse('2025-01-01T00:00:00Z');
      await repository.inTransaction(async (manager) => {
        for (let index = 0; index < many; index += 1) {
          const at = new Date(start + index * 60_000);
          const record: ApplicationRecord = {
            id: randomUUID(),
            grantId: index % 2 === 0 ? trades : nursing,
            grantTitle: index % 2 === 0 ? 'Trades Fund' : 'Nursing Bursary',
            grantType: 'professional-development',
            portal: 'education',
            userId: randomUUID(),
            applicantName: `${firstNames[index % firstNames.length]} Number${index}`,
            applicantEmail: `n${index}@example.org`,
            dateSubmitted: at,
            reference: `EDU-2025-${String(index).padStart(6, '0')}`,
            status: index % 5 === 0 ? 'reviewed' : 'submitted',
            statusChangedAt: at,
            requestedKeys: null,
            answers: {},
            sections: [],
          };
          await repository.insert(record, manager);
        }
      });
      await queryDatabase(`ANALYZE "${service.config.DATABASE_SCHEMA}".applications`);
      await queryDatabase(`ANALYZE "${service.config.DATABASE_SCHEMA}".application_name_words`);
    }, 180_000);

    /** The plan PostgreSQL makes for the query a page runs. */
    async function planOf(
      filter: Parameters<ApplicationsRepository['pageQuery']>[0],
      order: Parameters<ApplicationsRepository['pageQuery']>[1],
    ): Promise<string> {
      const repository = service.service.app.get(ApplicationsRepository);
      const [sql, parameters] = repository
        .pageQuery(filter, order, { offset: 0, limit: 50 })
        .getQueryAndParameters();
      const rows = await queryDatabase<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, parameters);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    }

    // Which index is PostgreSQL's choice (a filter keeping a fifth of the rows may as well
    // walk the date index); what counts is that no plan reads the whole table or sorts it.
    it.each([
      ['newest first', {}, { sort: 'date', direction: 'desc' }],
      ['of one status, newest first', { status: 'reviewed' }, { sort: 'date', direction: 'desc' }],
      ['of one grant, oldest first', { grantId: 'trades' }, { sort: 'date', direction: 'asc' }],
      ['by reference', {}, { sort: 'reference', direction: 'asc' }],
      ['by status', {}, { sort: 'status', direction: 'desc' }],
    ] as const)(
      'reads a page %s through an index, never the whole table',
      async (_what, filter, order) => {
        const plan = await planOf('grantId' in filter ? { grantId: trades } : { ...filter }, {
          ...order,
        });

        expect(plan).toMatch(/Index Scan( Backward)? using applications_\w+ on applications/);
        expect(plan).not.toMatch(/Seq Scan on applications/);
        expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
      },
    );

    it('finds a name among them through the words index', async () => {
      const plan = await planOf({ search: 'Number4321' }, { sort: 'date', direction: 'desc' });
      expect(plan).toContain('application_name_words_pkey');
      expect(plan).not.toMatch(/Seq Scan on application_name_words/);

      const answer = await list('page=1&search=number4321');
      expect(names(answer.body.items)).toEqual(['Bea Number4321']);
      expect(answer.body.total).toBe(1);
    });

    it('answers the last page with what is left, in order', async () => {
      const total = many + 5;
      const lastPage = Math.ceil(total / 50);

      const answer = await list(`page=${lastPage}`);

      expect(answer.body.total).toBe(total);
      expect(answer.body.items).toHaveLength(total - (lastPage - 1) * 50);
      // The oldest of the 5,000 comes last.
      expect(answer.body.items.at(-1).reference).toBe('EDU-2025-000000');
      const beyond = await list(`page=${lastPage + 1}`);
      expect(beyond.body.items).toEqual([]);
    });

    it('pages one status in order, page after page', async () => {
      const first = await list('page=1&status=reviewed&sort=reference');
      const second = await list('page=2&status=reviewed&sort=reference');

      expect(first.body.total).toBe(many / 5);
      expect(first.body.items[0].reference).toBe('EDU-2025-000000');
      expect(second.body.items[0].reference).toBe(`EDU-2025-${String(250).padStart(6, '0')}`);
    });
  });
});
