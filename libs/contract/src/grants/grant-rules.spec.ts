import fc from 'fast-check';
import { normalizeGrantStatus, grantStatusLabel } from './grant-vocabulary.js';
import { readGrantDate } from './grant-dates.js';
import {
  checkGrant,
  grantProblemCode,
  grantProblemText,
  type GrantProblem,
  type GrantRule,
} from './grant-rules.js';

/** A grant that follows every rule; each test breaks one thing. */
function validGrant(): Record<string, any> {
  return {
    title: 'Trades Training Support',
    type: 'professional-development',
    description: 'Eligibility: members enrolled in a trades program.',
    openDate: '2026-09-01',
    closeDate: '2026-10-31',
    sections: [
      {
        label: 'General Information',
        description: 'Basic applicant information',
        weight: 20,
        questions: [],
      },
      {
        label: 'Program',
        weight: 35,
        questions: [
          { label: 'Program name', type: 'textarea', weight: 60, required: true },
          {
            label: 'Intake',
            type: 'dropdown',
            weight: 40,
            required: false,
            options: ['Fall', 'Winter'],
            defaultSelected: ['Fall'],
          },
        ],
      },
      {
        label: 'Costs',
        weight: 45,
        questions: [
          {
            label: 'Expenses (CAD)',
            type: 'multi-select',
            weight: 50,
            required: true,
            options: ['Tuition', 'Tools', 'Travel'],
            defaultSelected: ['Tuition', 'Tools'],
          },
          {
            label: 'Rank your needs',
            type: 'priority',
            weight: 50,
            required: true,
            options: ['Tuition', 'Tools', 'Travel'],
          },
        ],
      },
    ],
  };
}

function problemsOf(input: unknown): GrantProblem[] {
  const check = checkGrant(input);
  return check.ok ? [] : check.problems;
}

const rulesOf = (input: unknown): GrantRule[] => problemsOf(input).map((problem) => problem.rule);

describe('checkGrant', () => {
  it('accepts a grant that follows every rule, with its dates in Toronto time', () => {
    const check = checkGrant(validGrant());
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    // 2026-09-01 opens at midnight in Toronto (EDT, UTC−4); 2026-10-31 closes at its last moment.
    expect(check.grant.openDate).toBe('2026-09-01T04:00:00.000Z');
    expect(check.grant.closeDate).toBe('2026-11-01T03:59:59.999Z');
    expect(check.grant.sections[1].questions[0]).toEqual({
      label: 'Program name',
      type: 'textarea',
      required: true,
      weight: 60,
      options: [],
      defaultSelected: [],
    });
    expect(check.grant).not.toHaveProperty('status');
  });

  it.each(['title', 'type', 'openDate', 'closeDate'] as const)(
    'says "Missing %s field" when it is absent or blank',
    (field) => {
      for (const missing of [undefined, '', '   ']) {
        const grant = { ...validGrant(), [field]: missing };
        const [problem] = problemsOf(grant).filter((found) => found.rule === 'missing-field');
        expect(problem && grantProblemText(problem)).toBe(`Missing ${field} field`);
      }
    },
  );

  it.each<[string, (grant: Record<string, any>) => void, GrantRule]>([
    ['a type that is not one of the five', (grant) => (grant.type = 'loan'), 'unknown-type'],
    ['an open date that is no date', (grant) => (grant.openDate = 'next week'), 'bad-date'],
    ['a day that does not exist', (grant) => (grant.closeDate = '2026-02-30'), 'bad-date'],
    [
      'a close date before the open date',
      (grant) => (grant.closeDate = '2026-08-31'),
      'dates-order',
    ],
    ['a status that is none of the four', (grant) => (grant.status = 'archived'), 'unknown-status'],
    ['no sections', (grant) => (grant.sections = []), 'no-sections'],
    ['sections that are not a list', (grant) => (grant.sections = 'none'), 'no-sections'],
    ['a section without a label', (grant) => (grant.sections[0].label = ' '), 'section-label'],
    ['a section weight over 100', (grant) => (grant.sections[0].weight = 120), 'section-weight'],
    [
      'a section weight that is text',
      (grant) => (grant.sections[0].weight = '20'),
      'section-weight',
    ],
    [
      'a section without a questions array',
      (grant) => delete grant.sections[0].questions,
      'section-questions',
    ],
    [
      'section weights that do not add up',
      (grant) => (grant.sections[0].weight = 25),
      'section-weights-total',
    ],
    [
      'question weights that do not add up',
      (grant) => (grant.sections[1].questions[0].weight = 50),
      'question-weights-total',
    ],
    [
      'a question without a label',
      (grant) => (grant.sections[1].questions[0].label = ''),
      'question-label',
    ],
    [
      'a question type that is none of the seven',
      (grant) => (grant.sections[1].questions[0].type = 'essay'),
      'question-type',
    ],
    [
      'a negative question weight',
      (grant) => (grant.sections[1].questions[0].weight = -1),
      'question-weight',
    ],
    [
      'a question without required',
      (grant) => delete grant.sections[1].questions[0].required,
      'question-required',
    ],
    [
      'a dropdown without options',
      (grant) => (grant.sections[1].questions[1].options = []),
      'options-missing',
    ],
    [
      'a priority list without options',
      (grant) => delete grant.sections[2].questions[1].options,
      'options-missing',
    ],
    [
      'an empty option',
      (grant) => (grant.sections[2].questions[0].options = ['Tuition', '']),
      'options-blank',
    ],
    [
      'an option listed twice',
      (grant) => (grant.sections[2].questions[0].options = ['Tools', 'Tools']),
      'options-repeated',
    ],
    [
      'a dropdown with two defaults',
      (grant) => (grant.sections[1].questions[1].defaultSelected = ['Fall', 'Winter']),
      'dropdown-one-default',
    ],
    [
      'defaults that are not a list',
      (grant) => (grant.sections[2].questions[0].defaultSelected = 'Tools'),
      'defaults-not-a-list',
    ],
    [
      'a default that is not an option',
      (grant) => (grant.sections[2].questions[0].defaultSelected = ['Food']),
      'default-not-an-option',
    ],
    ['a title over 200 characters', (grant) => (grant.title = 'x'.repeat(201)), 'too-long'],
  ])('refuses %s', (_what, breakIt, rule) => {
    const grant = validGrant();
    breakIt(grant);
    expect(rulesOf(grant)).toContain(rule);
  });

  it('refuses anything that is not one grant object', () => {
    for (const input of [null, 'grant', 42, [validGrant()]]) {
      expect(rulesOf(input)).toEqual(['not-an-object']);
    }
  });

  it('lists every problem at once, each with where it is and its code', () => {
    const grant = validGrant();
    grant.title = '';
    grant.sections[1].questions[0].weight = 50;
    const problems = problemsOf(grant);
    expect(
      problems.map((problem) => [problem.rule, problem.path.join('.'), grantProblemCode(problem)]),
    ).toEqual([
      ['missing-field', 'title', 'grant.title'],
      ['question-weights-total', 'sections.1.questions', 'grant.weights'],
    ]);
    expect(grantProblemText(problems[1])).toBe(
      'Question weights in section "Program" must sum to 100%. Current total: 90%',
    );
  });

  it('accepts a section with no questions (its question weights are not checked)', () => {
    expect(rulesOf(validGrant())).toEqual([]);
  });

  it('ignores the read-only fields a body carries', () => {
    const check = checkGrant({
      ...validGrant(),
      _id: 'not-trusted',
      applicationCount: 99,
      lockedAt: '2020-01-01',
      createdBy: 'someone',
    });
    expect(check.ok && Object.keys(check.grant).sort()).toEqual([
      'closeDate',
      'description',
      'openDate',
      'sections',
      'title',
      'type',
    ]);
  });

  it('keeps one application per member as the body set it, and leaves it out when it did not', () => {
    for (const setting of [true, false]) {
      const check = checkGrant({ ...validGrant(), oneApplicationPerMember: setting });
      expect(check.ok && check.grant.oneApplicationPerMember).toBe(setting);
    }
    for (const absent of [undefined, null]) {
      const check = checkGrant({ ...validGrant(), oneApplicationPerMember: absent });
      expect(check.ok && check.grant).not.toHaveProperty('oneApplicationPerMember');
    }
    const [problem] = problemsOf({ ...validGrant(), oneApplicationPerMember: 'yes' });
    expect(problem && grantProblemText(problem)).toBe(
      'oneApplicationPerMember must be true or false',
    );
  });

  it('reads any case of a status (pendingapproval is pendingApproval)', () => {
    const check = checkGrant({ ...validGrant(), status: 'pendingapproval' });
    expect(check.ok && check.grant.status).toBe('pendingApproval');
  });
});

/** `parts` tenths of a percent, as weights. */
const weightsFromTenths = (tenths: number[]) => tenths.map((tenth) => tenth / 10);

describe('weights at the 0.01 edge (spec §5, §9)', () => {
  const withSectionWeights = (weights: number[]) => ({
    ...validGrant(),
    sections: weights.map((weight, index) => ({
      label: `Section ${index + 1}`,
      weight,
      questions: [],
    })),
  });

  it('accepts any split of 100 into weights with one decimal', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 8 })
          .filter((parts) => parts.reduce((sum, part) => sum + part, 0) > 0),
        (parts) => {
          // Scale to 1000 tenths, give the rounding remainder to the first.
          const total = parts.reduce((sum, part) => sum + part, 0);
          const tenths = parts.map((part) => Math.floor((part * 1000) / total));
          tenths[0] += 1000 - tenths.reduce((sum, part) => sum + part, 0);
          expect(rulesOf(withSectionWeights(weightsFromTenths(tenths)))).toEqual([]);
        },
      ),
    );
  });

  it('accepts totals within 0.01 of 100 and refuses any further off, saying the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -300, max: 300 }).filter((hundredths) => hundredths !== 0),
        fc.integer({ min: 2, max: 6 }),
        (offHundredths, count) => {
          const weights = Array.from({ length: count }, () => 100 / count);
          weights[0] = weights[0] + offHundredths / 100;
          if (weights[0] < 0) return;
          const problems = problemsOf(withSectionWeights(weights));
          if (Math.abs(offHundredths) <= 1) {
            expect(problems).toEqual([]);
          } else {
            expect(problems.map((problem) => problem.rule)).toEqual(['section-weights-total']);
            const total = Math.round((100 + offHundredths / 100) * 100) / 100;
            expect(grantProblemText(problems[0])).toBe(
              `Section weights must sum to 100%. Current total: ${total}%`,
            );
          }
        },
      ),
    );
  });
});

describe('grant dates and statuses', () => {
  it("reads the form's date and time as Toronto time, across the change to winter time", () => {
    expect(readGrantDate('2026-07-01T09:30', 'open')?.toISOString()).toBe(
      '2026-07-01T13:30:00.000Z',
    );
    expect(readGrantDate('2026-12-01T09:30', 'open')?.toISOString()).toBe(
      '2026-12-01T14:30:00.000Z',
    );
  });

  it('takes an ISO instant with its zone as it is', () => {
    expect(readGrantDate('2026-07-01T09:30:00Z', 'close')?.toISOString()).toBe(
      '2026-07-01T09:30:00.000Z',
    );
  });

  it('refuses what is not a real date or time', () => {
    for (const text of ['2026-13-01', '2026-02-29', '2026-07-01T24:00', '01/07/2026', 20260701]) {
      expect(readGrantDate(text, 'open')).toBeUndefined();
    }
  });

  it('shows a missing or unknown status as Draft', () => {
    expect(grantStatusLabel(undefined)).toBe('Draft');
    expect(grantStatusLabel('PUBLISHED')).toBe('Published');
    expect(normalizeGrantStatus('Closed')).toBe('closed');
    expect(normalizeGrantStatus('archived')).toBeUndefined();
  });
});

/** Where a field is in `validGrant()`, and the code a problem of it has. */
type FieldCase = [path: Array<string | number>, code: string, wrongValues: unknown[]];

const notText = [42, 0, true, false, ['Fall'], [], { text: 'x' }, {}];
const notNumber = ['20', true, false, null, [20], {}];
const notBoolean = ['true', 'false', 1, 0, null, [true], {}];
const notChoice = [42, true, ['scholarship'], {}];
const notList = [42, true, 'Fall', {}];

const fieldCases: FieldCase[] = [
  [['title'], 'grant.title', notText],
  [['description'], 'grant.invalid', notText],
  [['type'], 'grant.type', notChoice],
  [['openDate'], 'grant.dates', [20260901, true, ['2026-09-01'], {}]],
  [['closeDate'], 'grant.dates', [20261031, false, ['2026-10-31'], {}]],
  [['status'], 'grant.status', [...notChoice, null]],
  [['oneApplicationPerMember'], 'grant.invalid', ['true', 'no', 1, 0, [true], {}]],
  [['sections'], 'grant.sections', [42, true, 'sections', {}]],
  [['sections', 1, 'label'], 'grant.section', notText],
  [['sections', 1, 'description'], 'grant.section', notText],
  [['sections', 1, 'weight'], 'grant.section', notNumber],
  [['sections', 1, 'questions'], 'grant.section', [42, true, 'questions', {}, null]],
  [['sections', 1, 'questions', 1, 'label'], 'grant.question', notText],
  [['sections', 1, 'questions', 1, 'type'], 'grant.question', notChoice],
  [['sections', 1, 'questions', 1, 'weight'], 'grant.question', notNumber],
  [['sections', 1, 'questions', 1, 'required'], 'grant.question', notBoolean],
  [['sections', 1, 'questions', 1, 'options'], 'grant.options', notList],
  [['sections', 1, 'questions', 1, 'options', 0], 'grant.options', [42, true, ['Fall'], {}]],
  [['sections', 1, 'questions', 1, 'defaultSelected'], 'grant.defaults', [42, true, 'Fall', {}]],
  [['sections', 1, 'questions', 1, 'defaultSelected', 0], 'grant.defaults', notText],
];

function setAt(target: Record<string, any>, path: Array<string | number>, value: unknown): void {
  const parent = path.slice(0, -1).reduce<any>((at, key) => at[key], target);
  parent[path.at(-1)!] = value;
}

describe('checkGrant on fields of the wrong JSON type', () => {
  it.each(fieldCases)(
    'refuses %j of a wrong type with a problem there and its code, never a throw',
    (path, code, wrongValues) => {
      for (const wrong of wrongValues) {
        const grant = validGrant();
        setAt(grant, path, wrong);
        const problems = problemsOf(grant);
        // The problem names the field itself, or the list that holds an item of it.
        const named = problems.filter((problem) => {
          const at = problem.path.join('.');
          const field = path.join('.');
          return (
            at === field || (typeof path.at(-1) === 'number' && at === path.slice(0, -1).join('.'))
          );
        });
        expect({ wrong, codes: named.map(grantProblemCode) }).toEqual({
          wrong,
          codes: expect.arrayContaining([code]),
        });
      }
    },
  );

  it('tells a null title as missing, once', () => {
    const grant = validGrant();
    grant.title = null;
    expect(rulesOf(grant)).toEqual(['missing-field']);
  });

  it('says a text field must be text, naming the field and what it got', () => {
    const grant = validGrant();
    grant.title = 42;
    grant.sections[1].questions[1].options = ['Fall', false];
    grant.sections[2].label = ['Costs'];
    const texts = problemsOf(grant)
      .filter((problem) => problem.rule === 'not-text')
      .map(grantProblemText);
    expect(texts).toEqual([
      'The title must be text, not a number',
      'The option at sections.1.questions.1.options.1 must be text, not true or false',
      'The label at sections.2.label must be text, not a list',
    ]);
  });

  it('never throws, whatever JSON value any field holds, and keeps only typed values', () => {
    const paths = fieldPaths(validGrant());
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const grant = validGrant();
        setAt(grant, path, value);
        const check = checkGrant(grant);
        if (!check.ok) {
          expect(check.problems.length).toBeGreaterThan(0);
          return;
        }
        expect(typeof check.grant.title).toBe('string');
        expect(typeof check.grant.description).toBe('string');
        for (const section of check.grant.sections) {
          expect([typeof section.label, typeof section.description, typeof section.weight]).toEqual(
            ['string', 'string', 'number'],
          );
          for (const question of section.questions) {
            expect([
              typeof question.label,
              typeof question.required,
              typeof question.weight,
            ]).toEqual(['string', 'boolean', 'number']);
            for (const text of [...question.options, ...question.defaultSelected])
              expect(typeof text).toBe('string');
          }
        }
      }),
      { numRuns: 3_000 },
    );
  });
});

/** Every field of a value, containers included, as paths. */
function fieldPaths(
  value: unknown,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  const paths = at.length > 0 ? [at] : [];
  if (Array.isArray(value))
    value.forEach((item, index) => paths.push(...fieldPaths(item, [...at, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...fieldPaths(item, [...at, key]));
  return paths;
}

describe('short text, number and amount questions, help text and options that stand alone', () => {
  /** The valid grant with one more section holding `question` alone. */
  function withQuestion(question: Record<string, unknown>): Record<string, any> {
    const grant = validGrant();
    grant.sections[0].questions = [{ label: 'Asked', weight: 100, required: true, ...question }];
    return grant;
  }
  const firstQuestion = (input: unknown) => {
    const check = checkGrant(input);
    if (!check.ok) throw new Error(check.problems.map(grantProblemText).join('; '));
    return check.grant.sections[0].questions[0];
  };

  it('keeps a minimum and a maximum for the three types that have them', () => {
    expect(firstQuestion(withQuestion({ type: 'short-text', min: 2, max: 80 }))).toMatchObject({
      type: 'short-text',
      min: 2,
      max: 80,
    });
    expect(firstQuestion(withQuestion({ type: 'number', min: -5, max: 2.5 }))).toMatchObject({
      min: -5,
      max: 2.5,
    });
    // An amount's limits are whole cents: $500.00 to $12,000.00.
    expect(
      firstQuestion(withQuestion({ type: 'currency', min: 50_000, max: 1_200_000 })),
    ).toMatchObject({ min: 50_000, max: 1_200_000 });
    // Either may be left out.
    expect(firstQuestion(withQuestion({ type: 'currency', max: 100 }))).not.toHaveProperty('min');
  });

  it('drops limits and standing-alone options on the types that have none, as it drops options', () => {
    const question = firstQuestion(
      withQuestion({ type: 'textarea', min: 1, max: 5, exclusiveOptions: ['x'] }),
    );
    expect(question).not.toHaveProperty('min');
    expect(question).not.toHaveProperty('max');
    expect(question).not.toHaveProperty('exclusiveOptions');
  });

  it.each<[string, Record<string, unknown>, GrantRule, string]>([
    [
      'a length that is not whole',
      { type: 'short-text', max: 2.5 },
      'question-limit',
      'Question "Asked": max must be a whole number of characters from 0 to 500',
    ],
    [
      'a length past the longest short text',
      { type: 'short-text', max: 501 },
      'question-limit',
      'Question "Asked": max must be a whole number of characters from 0 to 500',
    ],
    [
      'an amount in dollars and cents instead of whole cents',
      { type: 'currency', min: 10.5 },
      'question-limit',
      'Question "Asked": min must be a whole number of cents from 0 to 999999999999 ($9,999,999,999.99)',
    ],
    [
      'a negative amount',
      { type: 'currency', min: -100 },
      'question-limit',
      'Question "Asked": min must be a whole number of cents from 0 to 999999999999 ($9,999,999,999.99)',
    ],
    [
      'a number limit given as text',
      { type: 'number', min: '5' },
      'question-limit',
      'Question "Asked": min must be a number with at most 6 decimals, between minus and plus 999999999999',
    ],
    [
      'a minimum above the maximum',
      { type: 'number', min: 10, max: 1 },
      'limits-order',
      'Question "Asked": min must not be more than max',
    ],
  ])('refuses %s', (_what, question, rule, text) => {
    const problems = problemsOf(withQuestion(question));
    expect(problems.map((problem) => problem.rule)).toEqual([rule]);
    expect(grantProblemText(problems[0])).toBe(text);
    expect(grantProblemCode(problems[0])).toBe('grant.question');
  });

  it('keeps help text, trimmed, on any question, and leaves it out when blank', () => {
    expect(
      firstQuestion(withQuestion({ type: 'checkbox', helpText: '  As on your card. ' })),
    ).toMatchObject({ helpText: 'As on your card.' });
    expect(firstQuestion(withQuestion({ type: 'date', helpText: '  ' }))).not.toHaveProperty(
      'helpText',
    );
    const long = problemsOf(withQuestion({ type: 'date', helpText: 'x'.repeat(1_001) }));
    expect(long.map((problem) => [problem.rule, problem.path.join('.')])).toEqual([
      ['too-long', 'sections.0.questions.0.helpText'],
    ]);
  });

  it('keeps the options of a multi-select that stand alone, each one of its options', () => {
    const options = ['Books', 'Tools', 'None of these'];
    expect(
      firstQuestion(
        withQuestion({ type: 'multi-select', options, exclusiveOptions: ['None of these'] }),
      ),
    ).toMatchObject({ exclusiveOptions: ['None of these'] });

    const unknown = problemsOf(
      withQuestion({ type: 'multi-select', options, exclusiveOptions: ['Nothing'] }),
    );
    expect(unknown.map((problem) => grantProblemText(problem))).toEqual([
      'Question "Asked": exclusive option "Nothing" is not one of its options',
    ]);
    expect(grantProblemCode(unknown[0])).toBe('grant.options');
    expect(
      rulesOf(withQuestion({ type: 'multi-select', options, exclusiveOptions: 'None of these' })),
    ).toEqual(['exclusive-not-a-list']);
  });

  it('refuses a standing-alone option chosen by default beside another', () => {
    const problems = problemsOf(
      withQuestion({
        type: 'multi-select',
        options: ['Books', 'None of these'],
        exclusiveOptions: ['None of these'],
        defaultSelected: ['Books', 'None of these'],
      }),
    );
    expect(problems.map((problem) => [grantProblemText(problem), problem.path.at(-1)])).toEqual([
      [
        'Question "Asked": "None of these" stands alone, so it cannot be selected by default with other options',
        'defaultSelected',
      ],
    ]);
    expect(grantProblemCode(problems[0])).toBe('grant.defaults');
  });

  it('never throws, whatever JSON the new fields hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('short-text', 'number', 'currency', 'multi-select'),
        fc.jsonValue(),
        fc.jsonValue(),
        fc.jsonValue(),
        fc.jsonValue(),
        (type, min, max, exclusiveOptions, helpText) => {
          const check = checkGrant(
            withQuestion({ type, min, max, exclusiveOptions, helpText, options: ['A', 'B'] }),
          );
          if (check.ok) {
            const question = check.grant.sections[0].questions[0];
            for (const limit of [question.min, question.max])
              expect(limit === undefined || typeof limit === 'number').toBe(true);
          }
        },
      ),
    );
  });
});
