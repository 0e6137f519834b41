import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Question, Section } from '../grants/grant.js';
import type { QuestionType } from '../grants/grant-vocabulary.js';
import { applicationStatusLabel, applicationStatuses } from './application-vocabulary.js';
import {
  answerKey,
  answerMessages,
  answerProblemsText,
  checkAnswers,
  defaultAnswers,
  isDateText,
  questionAt,
  type AnswerProblem,
  type AnswerRule,
} from './application-rules.js';

const question = (type: QuestionType, overrides: Partial<Question> = {}): Question => ({
  label: `A ${type} question`,
  type,
  required: true,
  weight: 0,
  options: ['dropdown', 'multi-select', 'priority'].includes(type) ? ['Red', 'Green', 'Blue'] : [],
  defaultSelected: [],
  ...overrides,
});

/** One section per line of the spec's question types, every question required. */
const sections: Section[] = [
  {
    label: 'About you',
    description: '',
    weight: 50,
    questions: [question('textarea'), question('date'), question('checkbox')],
  },
  {
    label: 'Choices',
    description: '',
    weight: 50,
    questions: [
      question('dropdown', { defaultSelected: ['Green'] }),
      question('multi-select', { defaultSelected: ['Red'] }),
      question('priority'),
      question('file'),
    ],
  },
];

/** Answers that satisfy every question above. */
const complete = () => ({
  '0-0': 'I train as an electrician.',
  '0-1': '2001-04-09',
  '0-2': 'yes',
  '1-0': 'Blue',
  '1-1': ['Red', 'Blue'],
  '1-2': ['Blue', 'Red', 'Green'],
  '1-3': 'acceptance-letter.pdf',
});

const problemsOf = (answers: unknown, options = {}): AnswerProblem[] => {
  const check = checkAnswers(answers, sections, options);
  return check.ok ? [] : check.problems;
};
const rulesByKey = (answers: unknown, options = {}) =>
  Object.fromEntries(problemsOf(answers, options).map((problem) => [problem.key, problem.rule]));

describe('checkAnswers', () => {
  it('accepts complete answers and answers them back', () => {
    expect(checkAnswers(complete(), sections)).toEqual({ ok: true, answers: complete() });
  });

  it.each<[QuestionType, string, string]>([
    ['priority', '1-2', answerMessages.arrangePriority],
    ['multi-select', '1-1', answerMessages.selectAtLeastOne],
    ['checkbox', '0-2', answerMessages.checkboxRequired],
    ['textarea', '0-0', answerMessages.required],
    ['date', '0-1', answerMessages.required],
    ['dropdown', '1-0', answerMessages.required],
  ])('a required %s left unanswered says "%s"', (type, key, message) => {
    const answers: Record<string, unknown> = complete();
    delete answers[key];
    expect(problemsOf(answers)).toEqual([{ key, rule: 'required', message }]);
    const empty =
      type === 'checkbox'
        ? 'no'
        : type === 'multi-select' || type === 'priority'
          ? []
          : type === 'textarea'
            ? '   '
            : '';
    expect(problemsOf({ ...complete(), [key]: empty })).toEqual([
      { key, rule: 'required', message },
    ]);
  });

  it('asks for a required file only when the caller does (the form; the service takes files by upload)', () => {
    const answers: Record<string, unknown> = complete();
    delete answers['1-3'];
    expect(problemsOf(answers)).toEqual([]);
    expect(problemsOf(answers, { requireFiles: true })).toEqual([
      { key: '1-3', rule: 'required', message: answerMessages.uploadFile },
    ]);
    expect(problemsOf({ ...answers, '1-3': '' }, { requireFiles: true })).toHaveLength(1);
  });

  it('accepts optional questions left empty, in each empty form', () => {
    const optional = sections.map((section) => ({
      ...section,
      questions: section.questions.map((asked) => ({ ...asked, required: false })),
    }));
    expect(checkAnswers({}, optional)).toEqual({ ok: true, answers: {} });
    const empties = {
      '0-0': '',
      '0-1': '',
      '0-2': 'no',
      '1-0': '',
      '1-1': [],
      '1-2': [],
      '1-3': '',
    };
    expect(checkAnswers(empties, optional)).toEqual({ ok: true, answers: empties });
  });

  it.each<[string, string, unknown, AnswerRule]>([
    ['a text answer that is a number', '0-0', 42, 'not-text'],
    ['a text answer that is a list', '0-0', ['a'], 'not-text'],
    ['a text answer over 10,000 characters', '0-0', 'x'.repeat(10_001), 'too-long'],
    ['a date that is not one', '0-1', 'next Tuesday', 'not-a-date'],
    ['a day that does not exist', '0-1', '2026-02-30', 'not-a-date'],
    ['a checkbox answered true', '0-2', true, 'not-yes-or-no'],
    ['a checkbox answered "Yes"', '0-2', 'Yes', 'not-yes-or-no'],
    ['a dropdown answered with no option of it', '1-0', 'Purple', 'not-an-option'],
    ['a dropdown answered with a list', '1-0', ['Blue'], 'not-an-option'],
    ['a multi-select answered with text', '1-1', 'Red', 'not-a-list'],
    ['a multi-select with an unknown option', '1-1', ['Red', 'Purple'], 'not-an-option'],
    ['a multi-select with an option twice', '1-1', ['Red', 'Red'], 'repeated-option'],
    ['a multi-select with a number in it', '1-1', ['Red', 3], 'not-a-list'],
    ['a priority missing an item', '1-2', ['Blue', 'Red'], 'not-an-ordering'],
    ['a priority with an item twice', '1-2', ['Blue', 'Red', 'Red'], 'not-an-ordering'],
    ['a priority with an unknown item', '1-2', ['Blue', 'Red', 'Purple'], 'not-an-ordering'],
    ['a priority answered with text', '1-2', 'Blue', 'not-a-list'],
    ['a file name that is an object', '1-3', { name: 'a.pdf' }, 'not-text'],
    ['a file name over 255 characters', '1-3', `${'a'.repeat(252)}.pdf`, 'too-long'],
  ])('refuses %s', (_what, key, value, rule) => {
    expect(rulesByKey({ ...complete(), [key]: value })).toEqual({ [key]: rule });
  });

  it('refuses keys that name no question, and answers that are no object', () => {
    for (const key of ['2-0', '0-3', '1-7', '00-1', '0-01', '-1-0', '0', 'a-b', '0-0-0', ' 0-0']) {
      expect(rulesByKey({ ...complete(), [key]: 'x' })).toEqual({ [key]: 'unknown-question' });
    }
    expect(rulesByKey(JSON.parse('{"__proto__": "x", "0-0": "ok"}'))).toMatchObject({
      __proto__: 'unknown-question',
    });
    for (const notAnObject of [null, 'answers', ['a'], 3])
      expect(rulesByKey(notAnObject)).toEqual({ '': 'not-an-object' });
  });

  it('reports at most 100 problems', () => {
    const flood = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, index) => [`x${index}`, '']),
    );
    expect(problemsOf(flood)).toHaveLength(100);
  });

  it('words a set of problems as the form and the API do', () => {
    const missing = problemsOf({ ...complete(), '0-0': '' });
    expect(answerProblemsText(missing, sections)).toBe('Please fill out all required fields');
    const wrongShape = problemsOf({ ...complete(), '1-0': 'Purple' });
    expect(answerProblemsText(wrongShape, sections)).toBe(
      'A dropdown question: Please choose one of the options.',
    );
  });
});

describe('the form defaults (spec §5)', () => {
  it('start with checkbox no, the dropdown default, the multi-select defaults and the priority order', () => {
    expect(defaultAnswers(sections)).toEqual({
      '0-0': '',
      '0-1': '',
      '0-2': 'no',
      '1-0': 'Green',
      '1-1': ['Red'],
      '1-2': ['Red', 'Green', 'Blue'],
      '1-3': '',
    });
  });

  it('need only the text, the date, the checkbox and the file from the applicant', () => {
    expect(rulesByKey(defaultAnswers(sections), { requireFiles: true })).toEqual({
      '0-0': 'required',
      '0-1': 'required',
      '0-2': 'required',
      '1-3': 'required',
    });
  });
});

describe('answer keys', () => {
  it('name a question by section and question index', () => {
    expect(answerKey(1, 2)).toBe('1-2');
    expect(questionAt(sections, '1-2')?.type).toBe('priority');
    expect(questionAt(sections, '1-9')).toBeUndefined();
  });
});

describe('rules as properties', () => {
  const options = ['Tuition', 'Books', 'Travel', 'Childcare', 'Rent'];
  const one = (asked: Question): Section[] => [
    { label: 'S', description: '', weight: 100, questions: [asked] },
  ];

  it('a priority answer is accepted exactly when it orders every option once', () => {
    const priority = one(question('priority', { options }));
    fc.assert(
      fc.property(fc.shuffledSubarray(options, { minLength: 1 }), (ordering) => {
        const check = checkAnswers({ '0-0': ordering }, priority);
        expect(check.ok).toBe(ordering.length === options.length);
      }),
    );
  });

  it('a multi-select answer is accepted exactly when its choices are distinct options', () => {
    const multi = one(question('multi-select', { options }));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...options), fc.string({ maxLength: 8 })), {
          maxLength: 7,
        }),
        (choices) => {
          const valid =
            choices.length > 0 &&
            choices.every((choice) => options.includes(choice)) &&
            new Set(choices).size === choices.length;
          expect(checkAnswers({ '0-0': choices }, multi).ok).toBe(valid);
        },
      ),
    );
  });

  it('a key is accepted exactly when it names a question', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (key) => {
        const named = ['0-0', '0-1', '0-2', '1-0', '1-1', '1-2', '1-3'].includes(key);
        const check = checkAnswers(
          { ...complete(), [key]: complete()[key as '0-0'] ?? 'x' },
          sections,
        );
        expect(check.ok).toBe(named);
      }),
    );
  });

  it('every calendar day is a date answer, written as a date field writes it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (day) => {
          expect(isDateText(day.toISOString().slice(0, 10))).toBe(true);
          expect(isDateText(day.toISOString())).toBe(true);
        },
      ),
    );
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), (value, answers) => {
        expect(() => checkAnswers(value, sections)).not.toThrow();
        expect(() => checkAnswers({ ...answers, '0-0': value }, sections)).not.toThrow();
      }),
    );
  });
});

describe('short text, number and amount answers, and options that stand alone', () => {
  const asked = (overrides: Partial<Question> & Pick<Question, 'type'>): Section[] => [
    {
      label: 'Asked',
      description: '',
      weight: 100,
      questions: [question(overrides.type, { required: false, ...overrides })],
    },
  ];
  const problemOf = (value: unknown, overrides: Partial<Question> & Pick<Question, 'type'>) => {
    const check = checkAnswers({ '0-0': value }, asked(overrides));
    return check.ok ? undefined : [check.problems[0]?.rule, check.problems[0]?.message];
  };

  it('takes a short text within its lengths; an empty optional one is unanswered', () => {
    const type = 'short-text';
    expect(problemOf('Red River College', { type, min: 2, max: 40 })).toBeUndefined();
    expect(problemOf('', { type, min: 2 })).toBeUndefined();
    expect(problemOf('R', { type, min: 2 })).toEqual([
      'too-short',
      'Please write at least 2 characters.',
    ]);
    expect(problemOf('x'.repeat(41), { type, max: 40 })).toEqual([
      'too-long',
      'Please keep this answer to 40 characters or fewer.',
    ]);
    // Without a maximum, the longest short text the portal takes.
    expect(problemOf('x'.repeat(501), { type })?.[0]).toBe('too-long');
    expect(problemOf(['a list'], { type })?.[0]).toBe('not-text');
  });

  it('takes a number as decimal text, within its minimum and maximum', () => {
    const type = 'number';
    expect(problemOf('3.5', { type, min: 0, max: 4 })).toBeUndefined();
    expect(problemOf('-2', { type })).toBeUndefined();
    expect(problemOf('4.000001', { type, min: 0, max: 4 })).toEqual([
      'out-of-range',
      'Please enter a number from 0 to 4.',
    ]);
    expect(problemOf('1', { type, min: 1.5 })).toEqual([
      'out-of-range',
      'Please enter a number of at least 1.5.',
    ]);
    expect(problemOf('1500', { type, max: 1000 })?.[1]).toBe(
      'Please enter a number of at most 1,000.',
    );
    for (const notANumber of ['three', '1,5', '1e3', '01', 12])
      expect(problemOf(notANumber, { type })).toEqual([
        'not-a-number',
        'Please enter a number, such as 12 or 3.5.',
      ]);
  });

  it('takes an amount as whole cents, within its limits said in dollars', () => {
    const type = 'currency';
    // $500.00 to $12,000.00
    const limits = { type, min: 50_000, max: 1_200_000 } as const;
    expect(problemOf('123456', limits)).toBeUndefined();
    expect(problemOf('1200001', limits)).toEqual([
      'out-of-range',
      'Please enter an amount from $500.00 to $12,000.00.',
    ]);
    expect(problemOf('49999', { type, min: 50_000 })?.[1]).toBe(
      'Please enter an amount of at least $500.00.',
    );
    // What a member typed and the form could not read reaches the rules as it was typed.
    for (const notAnAmount of ['1 234,56', '1234.56', '-100', '12.5', 123456])
      expect(problemOf(notAnAmount, { type })).toEqual([
        'not-an-amount',
        'Please enter an amount in dollars, such as 1,234.56.',
      ]);
  });

  it('asks for a required short text, number or amount with the spec message', () => {
    for (const type of ['short-text', 'number', 'currency'] as const) {
      const check = checkAnswers({ '0-0': '  ' }, asked({ type, required: true }));
      expect(check.ok ? [] : check.problems.map((problem) => problem.message)).toEqual([
        answerMessages.required,
      ]);
    }
  });

  it('refuses an option that stands alone chosen with another, and takes it alone', () => {
    const choices: Partial<Question> & Pick<Question, 'type'> = {
      type: 'multi-select',
      options: ['Books', 'Tools', 'None of these'],
      exclusiveOptions: ['None of these'],
    };
    expect(problemOf(['None of these'], choices)).toBeUndefined();
    expect(problemOf(['Books', 'Tools'], choices)).toBeUndefined();
    expect(problemOf(['Books', 'None of these'], choices)).toEqual([
      'exclusive-option',
      '"None of these" cannot be chosen with other options.',
    ]);
  });

  it('start empty, as the other written answers do', () => {
    const sectionsOfNewTypes = asked({ type: 'number' });
    expect(defaultAnswers(sectionsOfNewTypes)).toEqual({ '0-0': '' });
  });
});

describe('application statuses', () => {
  it('are the five of spec §4, with its labels; a missing one reads Submitted', () => {
    expect(applicationStatuses.map(applicationStatusLabel)).toEqual([
      'Submitted',
      'In Review',
      'Awarded',
      'Not Awarded',
      'Requires More Information',
    ]);
    for (const missing of [undefined, null, '', 'archived'])
      expect(applicationStatusLabel(missing)).toBe('Submitted');
  });
});

describe('application-rules.ts', () => {
  // The member's form bundles it: it must bring no zod and no module that builds schemas. Its
  // one module of values, question-values.ts, is checked for that with the screens' modules.
  it('imports only types, and the values of number and amount answers', () => {
    const source = readFileSync(join(import.meta.dirname, 'application-rules.ts'), 'utf8');
    const valueImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)];
    expect(valueImports.map((match) => match[1])).toEqual(['../grants/question-values.js']);
  });
});
