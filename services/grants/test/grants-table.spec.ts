import { grantInput } from '@portal/testing';
import { GrantsUnderTest } from './grants-under-test.js';

/**
 * The grants table: `GET /api/grants` searched by the words of the title and paged 50 at a time
 * on the server, while the spec's call without `page` keeps its array.
 */
describe('the grants table', () => {
  const grants = new GrantsUnderTest();
  const count = 53;

  beforeAll(async () => {
    await grants.start();
    // Created one after the other: "Fund 53" is the newest.
    for (let index = 1; index <= count; index += 1) {
      const title = index === 7 ? 'Nursing 100% Bursary' : `Trades Fund ${index}`;
      await grants.create(grantInput({ title }));
    }
  }, 120_000);
  afterAll(() => grants.destroy());

  const list = (query: string) =>
    grants.call('GET', `/api/grants?${query}`, { as: grants.reviewer });
  const titles = (items: Array<{ title: string }>) => items.map((grant) => grant.title);

  it("keeps the spec's answer without page: every grant, newest first, as an array", async () => {
    const answer = await list('');

    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(count);
    expect(answer.body[0].title).toBe('Trades Fund 53');
  });

  it('pages 50 at a time, newest first, with the total', async () => {
    const first = await list('page=1');
    const second = await list('page=2');

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 50, total: count });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].title).toBe('Trades Fund 53');
    expect(titles(second.body.items)).toEqual(['Trades Fund 3', 'Trades Fund 2', 'Trades Fund 1']);
    expect(second.body.items[0].sections).toHaveLength(3);
  });

  it('searches the title by its words, anywhere in it and in any case', async () => {
    const one = await list(`page=1&search=${encodeURIComponent('  TRADES 52 ')}`);
    const several = await list(`page=1&search=${encodeURIComponent('fund 5')}`);

    expect(titles(one.body.items)).toEqual(['Trades Fund 52']);
    expect(one.body.total).toBe(1);
    // 5, 15, 25, 35, 45 and 50 to 53.
    expect(several.body.total).toBe(9);
    expect(titles(several.body.items).slice(0, 2)).toEqual(['Trades Fund 53', 'Trades Fund 52']);
  });

  it('takes % and _ as the characters they are', async () => {
    const percent = await list(`page=1&search=${encodeURIComponent('100%')}`);
    const underscore = await list(`page=1&search=${encodeURIComponent('_')}`);

    expect(titles(percent.body.items)).toEqual(['Nursing 100% Bursary']);
    expect(underscore.body.total).toBe(0);
  });

  it('searches without page too, answering the array', async () => {
    const answer = await list('search=nursing');

    expect(titles(answer.body)).toEqual(['Nursing 100% Bursary']);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('refuses %s with a sentence (400)', async (query, message) => {
    const answer = await list(query);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });
});
