import type { Question, Section } from '../grants/grant.js';
import {
  compareNumberTexts,
  formatAmount,
  formatNumber,
  isAmountCents,
  isNumberText,
  numberLimitText,
  shortTextMaxLength,
} from '../grants/question-values.js';

/**
 * The rules of an application's answers (spec §3, §5; decisions §4), in one place for the
 * applications service and the member's form. Pure and without zod (types only), so the form
 * bundles nothing more than these functions.
 *
 * Answers are keyed `section-question` (indexes from 0: `'1-2'` is the third question of the
 * second section). Every key must name a question of the grant; every value must have its
 * question type's shape; every required question must be answered — file questions only where
 * the caller asks (`requireFiles`: the form checks that a file was chosen, while the service
 * takes the application first and the files by upload after, spec §4). Short texts, numbers and
 * amounts keep to their question's minimum and maximum; an amount is whole cents in digits.
 * Zod-free: the only values it imports are question-values.ts's, which build no schema.
 */

/**
 * One answer: a text (textarea, short text, checkbox, dropdown, date, file name, a number as
 * decimal text, an amount as whole cents in digits) or a list (multi-select, priority).
 */
export type AnswerValue = string | string[];
export type Answers = Record<string, AnswerValue>;

export const answerLimits = {
  /** Characters in a text answer (about four pages). */
  text: 10_000,
  /** Characters in a short text answer, unless its question allows fewer. */
  shortText: shortTextMaxLength,
  /** Characters in a file name (most file systems stop at 255). */
  fileName: 255,
  /** Problems reported at most: a body of thousands of unknown keys gets a readable answer. */
  problems: 100,
} as const;

/** Spec §5's messages, verbatim. */
export const answerMessages = {
  required: 'This field is required',
  checkboxRequired: 'This checkbox is required',
  selectAtLeastOne: 'Please select at least one option',
  arrangePriority: 'Please arrange the priority items',
  uploadFile: 'Please upload a file',
  /** The form's overall message, and the API's when a required answer is missing. */
  fillAllRequired: 'Please fill out all required fields',
} as const;

/** A text answer past its limit: the form says it as soon as it is typed, the services refuse it. */
export function tooLongMessage(max: number): string {
  return `Please keep this answer to ${max} characters or fewer.`;
}

export type AnswerRule =
  | 'not-an-object'
  | 'unknown-question'
  | 'required'
  | 'not-text'
  | 'too-long'
  | 'not-yes-or-no'
  | 'not-an-option'
  | 'not-a-list'
  | 'repeated-option'
  | 'not-an-ordering'
  | 'not-a-date'
  | 'too-short'
  | 'not-a-number'
  | 'not-an-amount'
  | 'out-of-range'
  | 'exclusive-option';

/** One problem: the answer's key ('' for the whole), its rule, and the sentence to show by it. */
export interface AnswerProblem {
  key: string;
  rule: AnswerRule;
  message: string;
}

export type AnswersCheck =
  { ok: true; answers: Answers } | { ok: false; problems: AnswerProblem[] };

export interface AnswersCheckOptions {
  /** Whether a required file question needs a file name (the form: yes; the service: no). */
  requireFiles?: boolean;
}

const keyPattern = /^(0|[1-9]\d{0,3})-(0|[1-9]\d{0,3})$/;

/** The key of a question's answer: `answerKey(1, 2)` is `'1-2'`. */
export function answerKey(section: number, question: number): string {
  return `${section}-${question}`;
}

/** The question a key names in these sections; undefined when it names none ('Question not found'). */
export function questionAt(sections: readonly Section[], key: string): Question | undefined {
  const match = keyPattern.exec(key);
  if (!match) return undefined;
  return sections[Number(match[1])]?.questions[Number(match[2])];
}

/**
 * The answers a form starts with (spec §5): checkbox `no`, dropdown its default or empty,
 * multi-select its defaults, priority the options in their order, anything else empty.
 */
export function defaultAnswers(sections: readonly Section[]): Answers {
  const answers: Answers = {};
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, questionIndex) => {
      answers[answerKey(sectionIndex, questionIndex)] = defaultAnswer(question);
    }),
  );
  return answers;
}

function defaultAnswer(question: Question): AnswerValue {
  switch (question.type) {
    case 'checkbox':
      return 'no';
    case 'dropdown':
      return question.defaultSelected[0] ?? '';
    case 'multi-select':
      return [...question.defaultSelected];
    case 'priority':
      return [...question.options];
    default:
      return '';
  }
}

/** Whether a question counts as answered (a checkbox only when ticked: `yes`). */
export function isAnswered(question: Question, value: unknown): boolean {
  if (question.type === 'checkbox') return value === 'yes';
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Checks answers (any JSON value) against a grant's sections. On success answers the answers as
 * a plain map of the questions answered; otherwise every problem, in question order, unknown
 * keys last.
 */
export function checkAnswers(
  input: unknown,
  sections: readonly Section[],
  options: AnswersCheckOptions = {},
): AnswersCheck {
  if (!isRecord(input)) {
    return {
      ok: false,
      problems: [
        {
          key: '',
          rule: 'not-an-object',
          message: 'The answers must be an object keyed section-question, such as "0-1".',
        },
      ],
    };
  }
  const problems: AnswerProblem[] = [];
  const answers: Answers = {};
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, questionIndex) => {
      const key = answerKey(sectionIndex, questionIndex);
      const value = Object.hasOwn(input, key) ? input[key] : undefined;
      const problem = problemOf(question, value, options);
      if (problem) problems.push({ key, ...problem });
      else if (value !== undefined && value !== null) answers[key] = value as AnswerValue;
    }),
  );
  for (const key of Object.keys(input)) {
    if (!questionAt(sections, key)) {
      problems.push({
        key,
        rule: 'unknown-question',
        message: `There is no question "${key.slice(0, 40)}" in this grant: keys are section-question, such as "0-1".`,
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, answerLimits.problems) };
  return { ok: true, answers };
}

/**
 * The sentence for a whole set of problems, as the form and the API say it: spec §5's overall
 * message when a required answer is missing, otherwise the first problem with its question.
 */
export function answerProblemsText(
  problems: readonly AnswerProblem[],
  sections: readonly Section[],
): string {
  if (problems.some((problem) => problem.rule === 'required'))
    return answerMessages.fillAllRequired;
  const [first] = problems;
  if (!first) return '';
  const question = questionAt(sections, first.key);
  return question?.label ? `${question.label}: ${first.message}` : first.message;
}

type Problem = Omit<AnswerProblem, 'key'>;

function problemOf(
  question: Question,
  value: unknown,
  options: AnswersCheckOptions,
): Problem | undefined {
  const missing = value === undefined || value === null || !isAnswered(question, value);
  if (missing && question.required && (question.type !== 'file' || options.requireFiles)) {
    // A present value of the wrong shape is told as such, not as missing.
    const shape = value === undefined || value === null ? undefined : shapeProblem(question, value);
    return shape ?? { rule: 'required', message: requiredMessage(question) };
  }
  if (value === undefined || value === null) return undefined;
  return shapeProblem(question, value);
}

function requiredMessage(question: Question): string {
  switch (question.type) {
    case 'priority':
      return answerMessages.arrangePriority;
    case 'multi-select':
      return answerMessages.selectAtLeastOne;
    case 'checkbox':
      return answerMessages.checkboxRequired;
    case 'file':
      return answerMessages.uploadFile;
    default:
      return answerMessages.required;
  }
}

/** What is wrong with the shape of a present answer, by its question's type. */
function shapeProblem(question: Question, value: unknown): Problem | undefined {
  switch (question.type) {
    case 'textarea':
      return textProblem(value, answerLimits.text, 'Please answer with text.');
    case 'short-text':
      return shortTextProblem(question, value);
    case 'number':
      return numberProblem(question, value);
    case 'currency':
      return amountProblem(question, value);
    case 'file':
      return textProblem(value, answerLimits.fileName, "Please give the file's name.");
    case 'checkbox':
      return value === 'yes' || value === 'no'
        ? undefined
        : { rule: 'not-yes-or-no', message: 'Please answer yes or no.' };
    case 'date':
      return typeof value === 'string' && (value === '' || isDateText(value))
        ? undefined
        : { rule: 'not-a-date', message: 'Please enter a valid date, such as 2026-09-01.' };
    case 'dropdown':
      return typeof value === 'string' && (value === '' || question.options.includes(value))
        ? undefined
        : { rule: 'not-an-option', message: 'Please choose one of the options.' };
    case 'multi-select':
      return choicesProblem(question, value);
    case 'priority':
      return orderingProblem(question, value);
  }
}

function textProblem(value: unknown, max: number, notText: string): Problem | undefined {
  if (typeof value !== 'string') return { rule: 'not-text', message: notText };
  if (value.length > max) return { rule: 'too-long', message: tooLongMessage(max) };
  return undefined;
}

/** A one-line text within its question's lengths (an empty one is unanswered, not too short). */
function shortTextProblem(question: Question, value: unknown): Problem | undefined {
  const max = Math.min(question.max ?? answerLimits.shortText, answerLimits.shortText);
  const tooLong = textProblem(value, max, 'Please answer with text.');
  if (tooLong || typeof value !== 'string') return tooLong;
  const length = value.trim().length;
  if (question.min !== undefined && length > 0 && length < question.min)
    return {
      rule: 'too-short',
      message: `Please write at least ${question.min} ${question.min === 1 ? 'character' : 'characters'}.`,
    };
  return undefined;
}

/** A number as decimal text ("12", "-3.5"), within its question's minimum and maximum. */
function numberProblem(question: Question, value: unknown): Problem | undefined {
  if (typeof value !== 'string')
    return { rule: 'not-a-number', message: 'Please enter a number, such as 12 or 3.5.' };
  if (value.trim() === '') return undefined;
  if (!isNumberText(value))
    return { rule: 'not-a-number', message: 'Please enter a number, such as 12 or 3.5.' };
  const { min, max } = question;
  const below = min !== undefined && compareNumberTexts(value, numberLimitText(min)) < 0;
  const above = max !== undefined && compareNumberTexts(value, numberLimitText(max)) > 0;
  if (!below && !above) return undefined;
  return { rule: 'out-of-range', message: rangeSentence('a number', min, max, formatNumber) };
}

/** An amount as whole cents in digits ("123456" is $1,234.56), within its question's limits. */
function amountProblem(question: Question, value: unknown): Problem | undefined {
  const notAnAmount: Problem = {
    rule: 'not-an-amount',
    message: 'Please enter an amount in dollars, such as 1,234.56.',
  };
  if (typeof value !== 'string') return notAnAmount;
  if (value.trim() === '') return undefined;
  if (!isAmountCents(value)) return notAnAmount;
  // Whole cents up to $9,999,999,999.99 are exact integers: compared as numbers, never floats.
  const cents = Number(value);
  const { min, max } = question;
  if ((min === undefined || cents >= min) && (max === undefined || cents <= max)) return undefined;
  return { rule: 'out-of-range', message: rangeSentence('an amount', min, max, formatAmount) };
}

function rangeSentence(
  what: string,
  min: number | undefined,
  max: number | undefined,
  format: (value: string) => string,
): string {
  const shown = (limit: number) => format(numberLimitText(limit));
  if (min !== undefined && max !== undefined)
    return `Please enter ${what} from ${shown(min)} to ${shown(max)}.`;
  if (min !== undefined) return `Please enter ${what} of at least ${shown(min)}.`;
  return `Please enter ${what} of at most ${shown(max ?? 0)}.`;
}

function choicesProblem(question: Question, value: unknown): Problem | undefined {
  if (!isTextList(value))
    return { rule: 'not-a-list', message: 'Please send the chosen options as a list.' };
  if (value.some((choice) => !question.options.includes(choice)))
    return { rule: 'not-an-option', message: 'Please choose only from the options.' };
  if (new Set(value).size !== value.length)
    return { rule: 'repeated-option', message: 'Please choose each option at most once.' };
  const alone = value.find((choice) => question.exclusiveOptions?.includes(choice));
  if (alone !== undefined && value.length > 1)
    return {
      rule: 'exclusive-option',
      message: `"${alone}" cannot be chosen with other options.`,
    };
  return undefined;
}

/** Priority: empty (not arranged) or every option exactly once, in the applicant's order. */
function orderingProblem(question: Question, value: unknown): Problem | undefined {
  if (!isTextList(value))
    return { rule: 'not-a-list', message: 'Please send the priority items as an ordered list.' };
  if (value.length === 0) return undefined;
  const sameItems =
    value.length === question.options.length &&
    new Set(value).size === value.length &&
    value.every((item) => question.options.includes(item));
  return sameItems
    ? undefined
    : { rule: 'not-an-ordering', message: 'Please arrange all of the priority items, each once.' };
}

const datePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** A calendar date (`2026-09-01`, as a date field gives it), or an ISO 8601 date and time. */
export function isDateText(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
