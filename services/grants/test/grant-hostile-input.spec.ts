import { grantInput } from '@portal/testing';
import { GrantsUnderTest } from './grants-under-test.js';

/**
 * Grants as a careless or hostile client sends them: fields of the wrong JSON type, and text
 * PostgreSQL cannot store. Each is a 400 naming the field, never a 500 (decisions §2).
 */
describe('grants: input of the wrong type or with unstorable text', () => {
  const grants = new GrantsUnderTest();
  let existing: any;

  beforeAll(async () => {
    await grants.start();
    existing = await grants.create(grantInput());
  });
  afterAll(() => grants.destroy());

  /** Sends a grant with one field changed, by create and by edit; answers both answers. */
  async function sendBoth(change: (grant: Record<string, any>) => void) {
    const body = grantInput();
    change(body);
    const created = await grants.call('POST', '/api/grants', { body, as: grants.reviewer });
    const edited = await grants.call('PUT', `/api/grants/${existing._id}`, {
      body,
      as: grants.reviewer,
    });
    return [created, edited];
  }

  it.each([
    ['a number', 2026],
    ['true or false', true],
    ['a list', ['Trades Fund']],
    ['an object', { en: 'Trades Fund' }],
  ])('answers 400 grant.title for a title that is %s', async (what, title) => {
    for (const answer of await sendBoth((grant) => (grant.title = title))) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'grant.title' });
      expect(answer.body.errors).toContainEqual({
        field: 'title',
        message: `The title must be text, not ${what}`,
        code: 'grant.title',
      });
    }
  });

  it('answers 400 grant.options for a dropdown option that is not text', async () => {
    for (const answer of await sendBoth(
      (grant) => (grant.sections[1].questions[0].options = ['Trade apprenticeship', 7, false]),
    )) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          field: 'sections.1.questions.0.options.1',
          message: 'The option at sections.1.questions.0.options.1 must be text, not a number',
          code: 'grant.options',
        },
        {
          field: 'sections.1.questions.0.options.2',
          message: 'The option at sections.1.questions.0.options.2 must be text, not true or false',
          code: 'grant.options',
        },
      ]);
    }
  });

  it.each<[string, (grant: Record<string, any>) => void, string, string]>([
    [
      'a description that is a list',
      (grant) => (grant.description = ['x']),
      'description',
      'grant.invalid',
    ],
    [
      'a section label that is a number',
      (grant) => (grant.sections[0].label = 1),
      'sections.0.label',
      'grant.section',
    ],
    [
      'a section description that is an object',
      (grant) => (grant.sections[2].description = { text: 'x' }),
      'sections.2.description',
      'grant.section',
    ],
    [
      'a question label that is false',
      (grant) => (grant.sections[0].questions[1].label = false),
      'sections.0.questions.1.label',
      'grant.question',
    ],
    [
      'a weight sent as text',
      (grant) => (grant.sections[0].questions[1].weight = '40'),
      'sections.0.questions.1.weight',
      'grant.question',
    ],
    [
      'required sent as text',
      (grant) => (grant.sections[0].questions[1].required = 'true'),
      'sections.0.questions.1.required',
      'grant.question',
    ],
    [
      'a default that is a number',
      (grant) => (grant.sections[1].questions[0].defaultSelected = [3]),
      'sections.1.questions.0.defaultSelected',
      'grant.defaults',
    ],
  ])('answers 400 naming the field for %s', async (_what, change, field, code) => {
    for (const answer of await sendBoth(change)) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ field, code }));
    }
  });

  it.each<[string, (grant: Record<string, any>) => void, string]>([
    ['NUL in the title', (grant) => (grant.title = 'Trades\u0000Fund'), 'title'],
    ['NUL in the description', (grant) => (grant.description = '\u0000'), 'description'],
    [
      'NUL in a section label',
      (grant) => (grant.sections[2].label = 'a\u0000'),
      'sections.2.label',
    ],
    [
      'a lone surrogate in a question label',
      (grant) => (grant.sections[0].questions[1].label = 'Date \ud800 of birth'),
      'sections.0.questions.1.label',
    ],
    [
      'a lone surrogate in an option',
      (grant) => (grant.sections[1].questions[1].options[3] = '\udc00'),
      'sections.1.questions.1.options.3',
    ],
  ])(
    'answers 400 request.text_unstorable for %s, naming the field',
    async (_what, change, field) => {
      for (const answer of await sendBoth(change)) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'request.text_unstorable',
          message: `The text at ${field} holds a character the portal cannot store (a NUL character, or half of an emoji or other surrogate pair). Please remove it and try again.`,
          errors: [expect.objectContaining({ field, code: 'request.text_unstorable' })],
        });
      }
    },
  );

  it('stores and answers an emoji (a valid surrogate pair) in every text field', async () => {
    const body = grantInput({ title: 'Fund 😀', description: 'Élan 🎓' });
    body.sections[0].questions[1].label = 'Born 🎂?';
    const created = await grants.create(body);
    expect(created).toMatchObject({ title: 'Fund 😀', description: 'Élan 🎓' });
    expect(created.sections[0].questions[1].label).toBe('Born 🎂?');
  });

  it('keeps the grant as it was after every refused edit', async () => {
    const answer = await grants.call('GET', `/api/grants/${existing._id}`, { as: grants.reviewer });
    expect(answer.body).toMatchObject({ title: existing.title, updatedAt: existing.updatedAt });
  });
});
