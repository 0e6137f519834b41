import type { ErrorCode } from '../http/error-codes.js';
import type { Section } from './grant.js';
import {
  grantTypes,
  normalizeGrantStatus,
  questionTypes,
  questionTypesWithLimits,
  questionTypesWithOptions,
  type GrantStatus,
  type GrantType,
  type QuestionType,
} from './grant-vocabulary.js';
import { readGrantDate } from './grant-dates.js';
import {
  formatAmount,
  maxAmountCents,
  numberDigits,
  shortTextMaxLength,
} from './question-values.js';

/**
 * The rules of a grant (spec §5's quick-add rules, which decisions §4 makes the server's), in one
 * place for the grants service and the create, edit and quick-add screens. Each problem names its
 * rule, where it is and the figures a screen needs, so each screen can word it as the spec does
 * for that screen ("must sum to 100%" on create, "must add up to 100%." on edit, "Missing title
 * field" in quick add); `grantProblemText` gives the default wording, the API's.
 */

/** Weights are percents; totals may be off by this much (spec §9). */
export const weightTolerance = 0.01;
/** The step of the weight inputs (spec §9). */
export const weightStep = 0.1;

export const grantLimits = {
  title: 200,
  description: 10_000,
  label: 500,
  option: 200,
  sections: 50,
  questions: 100,
  options: 100,
  helpText: 1_000,
  /** The longest answer a short text question may allow. */
  shortText: shortTextMaxLength,
} as const;

export const requiredGrantFields = ['title', 'type', 'openDate', 'closeDate'] as const;
export type RequiredGrantField = (typeof requiredGrantFields)[number];

/** Where a problem is, as a path into the grant: `['sections', 0, 'questions', 2, 'options']`. */
export type ProblemPath = ReadonlyArray<string | number>;

interface At {
  path: ProblemPath;
}
interface InSection extends At {
  section: number;
}
interface InQuestion extends InSection {
  question: number;
  /** The question's label, to name it in a message ('' when it has none). */
  label: string;
}

export type GrantProblem =
  | (At & { rule: 'not-an-object' })
  | (At & { rule: 'missing-field'; field: RequiredGrantField })
  | (At & { rule: 'too-long'; field: string; max: number })
  | (At & { rule: 'not-text'; field: string; got: JsonKind })
  | (At & { rule: 'unknown-type' })
  | (At & { rule: 'bad-date'; field: 'openDate' | 'closeDate' })
  | (At & { rule: 'dates-order' })
  | (At & { rule: 'unknown-status' })
  | (At & { rule: 'not-true-or-false'; field: 'oneApplicationPerMember' })
  | (At & { rule: 'no-sections' })
  | (At & { rule: 'too-many'; what: 'sections' | 'questions' | 'options'; max: number })
  | (At & { rule: 'section-weights-total'; total: number })
  | (InSection & { rule: 'section-label' | 'section-weight' | 'section-questions' })
  | (InSection & { rule: 'question-weights-total'; total: number; sectionLabel: string })
  | (InQuestion & {
      rule:
        | 'question-label'
        | 'question-type'
        | 'question-weight'
        | 'question-required'
        | 'options-missing'
        | 'options-blank'
        | 'options-repeated'
        | 'defaults-not-a-list'
        | 'dropdown-one-default';
    })
  | (InQuestion & { rule: 'default-not-an-option'; value: string })
  | (InQuestion & { rule: 'question-limit'; field: 'min' | 'max'; type: LimitedType })
  | (InQuestion & { rule: 'limits-order' })
  | (InQuestion & { rule: 'exclusive-not-a-list' })
  | (InQuestion & {
      rule: 'exclusive-not-an-option' | 'exclusive-default-with-others';
      value: string;
    });

/** The question types whose answers have a minimum and a maximum. */
type LimitedType = 'short-text' | 'number' | 'currency';

export type GrantRule = GrantProblem['rule'];

/** What a JSON value is, as a sentence says it ("must be text, not a number"). */
export type JsonKind = 'a number' | 'true or false' | 'a list' | 'an object';

/** Makes a problem of one question, at one of its fields. */
type QuestionProblemAt = (
  rule:
    | 'question-label'
    | 'question-type'
    | 'question-weight'
    | 'question-required'
    | 'options-missing'
    | 'options-blank'
    | 'options-repeated'
    | 'defaults-not-a-list'
    | 'dropdown-one-default',
  field: string,
) => GrantProblem;

/** A grant that follows every rule, ready to store: dates as ISO instants. */
export interface GrantInput {
  title: string;
  type: GrantType;
  description: string;
  openDate: string;
  closeDate: string;
  /** Present only when the body set one (an edit); creation always starts as a draft. */
  status?: GrantStatus;
  sections: Section[];
  /**
   * Present only when the body set it: a new grant without it takes one application per member,
   * an edit without it keeps the grant's (a body written before the setting existed changes
   * nothing of it).
   */
  oneApplicationPerMember?: boolean;
}

export type GrantCheck = { ok: true; grant: GrantInput } | { ok: false; problems: GrantProblem[] };

/**
 * Checks a grant as sent (any JSON value); read-only fields in it (`_id`, counts, dates of
 * record) are ignored. Whatever type each field has, it answers problems and never throws: a
 * text field holding a number, a list or an object is a `not-text` problem at its path.
 */
export function checkGrant(input: unknown): GrantCheck {
  const problems: GrantProblem[] = [];
  if (!isRecord(input)) {
    return { ok: false, problems: [{ rule: 'not-an-object', path: [] }] };
  }

  for (const field of requiredGrantFields) {
    if (isBlank(input[field])) problems.push({ rule: 'missing-field', field, path: [field] });
  }
  checkText(input.title, 'title', grantLimits.title, ['title'], problems);
  checkText(input.description, 'description', grantLimits.description, ['description'], problems);
  if (!isBlank(input.type) && !grantTypes.includes(input.type as GrantType)) {
    problems.push({ rule: 'unknown-type', path: ['type'] });
  }
  const openDate = isBlank(input.openDate) ? undefined : readGrantDate(input.openDate, 'open');
  const closeDate = isBlank(input.closeDate) ? undefined : readGrantDate(input.closeDate, 'close');
  if (!isBlank(input.openDate) && !openDate)
    problems.push({ rule: 'bad-date', field: 'openDate', path: ['openDate'] });
  if (!isBlank(input.closeDate) && !closeDate)
    problems.push({ rule: 'bad-date', field: 'closeDate', path: ['closeDate'] });
  if (openDate && closeDate && closeDate.getTime() < openDate.getTime())
    problems.push({ rule: 'dates-order', path: ['closeDate'] });
  const status = input.status === undefined ? undefined : normalizeGrantStatus(input.status);
  if (input.status !== undefined && !status)
    problems.push({ rule: 'unknown-status', path: ['status'] });
  const onePerMember = input.oneApplicationPerMember;
  if (onePerMember !== undefined && onePerMember !== null && typeof onePerMember !== 'boolean')
    problems.push({
      rule: 'not-true-or-false',
      field: 'oneApplicationPerMember',
      path: ['oneApplicationPerMember'],
    });

  const sections = checkSections(input.sections, problems);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    grant: {
      title: (input.title as string).trim(),
      type: input.type as GrantType,
      description: typeof input.description === 'string' ? input.description.trim() : '',
      openDate: openDate!.toISOString(),
      closeDate: closeDate!.toISOString(),
      ...(status ? { status } : {}),
      sections,
      ...(typeof onePerMember === 'boolean' ? { oneApplicationPerMember: onePerMember } : {}),
    },
  };
}

function checkSections(value: unknown, problems: GrantProblem[]): Section[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({ rule: 'no-sections', path: ['sections'] });
    return [];
  }
  if (value.length > grantLimits.sections) {
    problems.push({
      rule: 'too-many',
      what: 'sections',
      max: grantLimits.sections,
      path: ['sections'],
    });
    return [];
  }
  const sections: Section[] = [];
  let total = 0;
  let weightsReadable = true;
  value.forEach((raw: unknown, index) => {
    const path = ['sections', index];
    const section = isRecord(raw) ? raw : {};
    const label = section.label;
    if (isBlank(label))
      problems.push({ rule: 'section-label', section: index, path: [...path, 'label'] });
    else checkText(label, 'label', grantLimits.label, [...path, 'label'], problems);
    checkText(
      section.description,
      'description',
      grantLimits.description,
      [...path, 'description'],
      problems,
    );
    if (!isWeight(section.weight)) {
      problems.push({ rule: 'section-weight', section: index, path: [...path, 'weight'] });
      weightsReadable = false;
    } else {
      total += section.weight;
    }
    let questions: Section['questions'] = [];
    if (!Array.isArray(section.questions)) {
      problems.push({ rule: 'section-questions', section: index, path: [...path, 'questions'] });
    } else if (section.questions.length > grantLimits.questions) {
      problems.push({
        rule: 'too-many',
        what: 'questions',
        max: grantLimits.questions,
        path: [...path, 'questions'],
      });
    } else {
      questions = checkQuestions(
        section.questions,
        index,
        typeof label === 'string' ? label.trim() : '',
        problems,
      );
    }
    sections.push({
      label: typeof label === 'string' ? label.trim() : '',
      description: typeof section.description === 'string' ? section.description.trim() : '',
      weight: isWeight(section.weight) ? section.weight : 0,
      questions,
    });
  });
  if (weightsReadable && !addsUpTo100(total)) {
    problems.push({ rule: 'section-weights-total', total: roundTotal(total), path: ['sections'] });
  }
  return sections;
}

function checkQuestions(
  value: unknown[],
  section: number,
  sectionLabel: string,
  problems: GrantProblem[],
): Section['questions'] {
  const questions: Section['questions'] = [];
  let total = 0;
  let weightsReadable = true;
  value.forEach((raw: unknown, index) => {
    const path = ['sections', section, 'questions', index];
    const question = isRecord(raw) ? raw : {};
    const label = typeof question.label === 'string' ? question.label.trim() : '';
    const where = (field: string): InQuestion => ({
      section,
      question: index,
      label,
      path: [...path, field],
    });
    const at: QuestionProblemAt = (rule, field) => ({ rule, ...where(field) });

    if (isBlank(question.label)) problems.push(at('question-label', 'label'));
    else checkText(question.label, 'label', grantLimits.label, [...path, 'label'], problems);
    checkText(question.helpText, 'helpText', grantLimits.helpText, [...path, 'helpText'], problems);
    const type = question.type as QuestionType;
    const typeKnown = questionTypes.includes(type);
    if (!typeKnown) problems.push(at('question-type', 'type'));
    if (!isWeight(question.weight)) {
      problems.push(at('question-weight', 'weight'));
      weightsReadable = false;
    } else {
      total += question.weight;
    }
    if (typeof question.required !== 'boolean') problems.push(at('question-required', 'required'));

    const takesOptions = typeKnown && questionTypesWithOptions.includes(type);
    const options = takesOptions
      ? checkOptions(question.options, at, [...path, 'options'], problems)
      : [];
    const defaults = checkDefaults(
      question.defaultSelected,
      type,
      options,
      takesOptions,
      at,
      section,
      index,
      label,
      path,
      problems,
    );
    const exclusive =
      typeKnown && type === 'multi-select'
        ? checkExclusiveOptions(question.exclusiveOptions, options, defaults, where, problems)
        : [];
    const limits =
      typeKnown && questionTypesWithLimits.includes(type)
        ? checkLimits(question, type as LimitedType, where, problems)
        : {};
    const helpText = typeof question.helpText === 'string' ? question.helpText.trim() : '';
    questions.push({
      label,
      type: typeKnown ? type : 'textarea',
      required: question.required === true,
      weight: isWeight(question.weight) ? question.weight : 0,
      options,
      defaultSelected: defaults,
      // The newer fields only where they say something, so grants without them read as before.
      ...(helpText ? { helpText } : {}),
      ...limits,
      ...(exclusive.length > 0 ? { exclusiveOptions: exclusive } : {}),
    });
  });
  if (value.length > 0 && weightsReadable && !addsUpTo100(total)) {
    problems.push({
      rule: 'question-weights-total',
      section,
      sectionLabel,
      total: roundTotal(total),
      path: ['sections', section, 'questions'],
    });
  }
  return questions;
}

function checkOptions(
  value: unknown,
  at: QuestionProblemAt,
  path: ProblemPath,
  problems: GrantProblem[],
): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(at('options-missing', 'options'));
    return [];
  }
  if (value.length > grantLimits.options) {
    problems.push({ rule: 'too-many', what: 'options', max: grantLimits.options, path });
    return [];
  }
  if (value.some((option) => isBlank(option))) {
    problems.push(at('options-blank', 'options'));
    return [];
  }
  const problemsBefore = problems.length;
  value.forEach((option, index) =>
    checkText(option, 'option', grantLimits.option, [...path, index], problems),
  );
  // An option that is not text cannot be trimmed or compared: its problem is enough.
  if (problems.slice(problemsBefore).some((problem) => problem.rule === 'not-text')) return [];
  const options = (value as string[]).map((option) => option.trim());
  if (new Set(options).size !== options.length) problems.push(at('options-repeated', 'options'));
  return options;
}

function checkDefaults(
  value: unknown,
  type: QuestionType,
  options: string[],
  takesOptions: boolean,
  at: QuestionProblemAt,
  section: number,
  question: number,
  label: string,
  path: ProblemPath,
  problems: GrantProblem[],
): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    problems.push(at('defaults-not-a-list', 'defaultSelected'));
    return [];
  }
  const defaults = (value as string[]).map((item) => item.trim());
  if (type === 'dropdown' && defaults.length > 1)
    problems.push(at('dropdown-one-default', 'defaultSelected'));
  if (!takesOptions) return [];
  // Without options (already reported), every default would be "not an option": noise.
  if (options.length === 0) return defaults;
  for (const item of defaults) {
    if (!options.includes(item)) {
      problems.push({
        rule: 'default-not-an-option',
        section,
        question,
        label,
        value: item,
        path: [...path, 'defaultSelected'],
      });
    }
  }
  return defaults;
}

/**
 * A short text's, a number's or an amount's minimum and maximum, each optional (absent or null):
 * a length is a whole number of characters up to the longest short text, an amount whole cents,
 * a number any number with at most six decimals. The minimum may not pass the maximum.
 */
function checkLimits(
  question: Record<string, unknown>,
  type: LimitedType,
  where: (field: string) => InQuestion,
  problems: GrantProblem[],
): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const field of ['min', 'max'] as const) {
    const value = question[field];
    if (value === undefined || value === null) continue;
    if (isLimit(value, type)) limits[field] = value;
    else problems.push({ rule: 'question-limit', field, type, ...where(field) });
  }
  if (limits.min !== undefined && limits.max !== undefined && limits.min > limits.max)
    problems.push({ rule: 'limits-order', ...where('min') });
  return limits;
}

function isLimit(value: unknown, type: LimitedType): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  switch (type) {
    case 'short-text':
      return Number.isInteger(value) && value >= 0 && value <= grantLimits.shortText;
    case 'currency':
      return Number.isInteger(value) && value >= 0 && value <= maxAmountCents;
    case 'number':
      return (
        Math.abs(value) < 10 ** numberDigits.whole &&
        Number(value.toFixed(numberDigits.fraction)) === value
      );
  }
}

/**
 * A multi-select's options that stand alone ("None of these"): each one of its options, and
 * none chosen by default beside another option.
 */
function checkExclusiveOptions(
  value: unknown,
  options: string[],
  defaults: string[],
  where: (field: string) => InQuestion,
  problems: GrantProblem[],
): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    problems.push({ rule: 'exclusive-not-a-list', ...where('exclusiveOptions') });
    return [];
  }
  const exclusive = [...new Set((value as string[]).map((item) => item.trim()))];
  // Without options (already reported), every one would be "not an option": noise.
  if (options.length === 0) return exclusive;
  for (const item of exclusive) {
    if (!options.includes(item))
      problems.push({ rule: 'exclusive-not-an-option', value: item, ...where('exclusiveOptions') });
  }
  const standingAlone = defaults.find((item) => exclusive.includes(item));
  if (standingAlone !== undefined && defaults.length > 1)
    problems.push({
      rule: 'exclusive-default-with-others',
      value: standingAlone,
      ...where('defaultSelected'),
    });
  return exclusive;
}

/** A text field, when present (absent or null is each field's own rule): text, not too long. */
function checkText(
  value: unknown,
  field: string,
  max: number,
  path: ProblemPath,
  problems: GrantProblem[],
): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') {
    problems.push({ rule: 'not-text', field, got: jsonKind(value), path });
  } else if (value.trim().length > max) {
    problems.push({ rule: 'too-long', field, max, path });
  }
}

function jsonKind(value: unknown): JsonKind {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'boolean') return 'true or false';
  if (typeof value === 'number') return 'a number';
  return 'an object';
}

/** Whether weights total 100 within the tolerance (spec §5, §9). */
export function addsUpTo100(total: number): boolean {
  return Math.abs(total - 100) <= weightTolerance + Number.EPSILON * 100;
}

/** A total as a person reads it: at most two decimals, no trailing zeros (99.9, not 99.90000001). */
export function roundTotal(total: number): number {
  return Math.round(total * 100) / 100;
}

function isWeight(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error code of each rule, for the API's `code` (error-codes.ts). */
export function grantProblemCode(problem: GrantProblem): ErrorCode {
  switch (problem.rule) {
    case 'not-an-object':
      return 'grant.invalid';
    case 'missing-field':
      return problem.field === 'title'
        ? 'grant.title'
        : problem.field === 'type'
          ? 'grant.type'
          : 'grant.dates';
    case 'too-long':
      if (problem.path[0] === 'sections') return 'grant.section';
      return problem.path[0] === 'title' ? 'grant.title' : 'grant.invalid';
    case 'not-text':
      if (problem.path.includes('options')) return 'grant.options';
      if (problem.path.includes('questions')) return 'grant.question';
      if (problem.path[0] === 'sections') return 'grant.section';
      return problem.path[0] === 'title' ? 'grant.title' : 'grant.invalid';
    case 'unknown-type':
      return 'grant.type';
    case 'bad-date':
    case 'dates-order':
      return 'grant.dates';
    case 'unknown-status':
      return 'grant.status';
    case 'not-true-or-false':
      return 'grant.invalid';
    case 'no-sections':
    case 'too-many':
      return 'grant.sections';
    case 'section-label':
    case 'section-weight':
    case 'section-questions':
      return 'grant.section';
    case 'section-weights-total':
    case 'question-weights-total':
      return 'grant.weights';
    case 'question-label':
    case 'question-type':
    case 'question-weight':
    case 'question-required':
      return 'grant.question';
    case 'options-missing':
    case 'options-blank':
    case 'options-repeated':
      return 'grant.options';
    case 'defaults-not-a-list':
    case 'dropdown-one-default':
    case 'default-not-an-option':
    case 'exclusive-default-with-others':
      return 'grant.defaults';
    case 'question-limit':
    case 'limits-order':
      return 'grant.question';
    case 'exclusive-not-a-list':
    case 'exclusive-not-an-option':
      return 'grant.options';
  }
}

/** What a minimum or maximum may be, per question type. */
function limitWording(type: LimitedType): string {
  switch (type) {
    case 'short-text':
      return `a whole number of characters from 0 to ${grantLimits.shortText}`;
    case 'number':
      return `a number with at most ${numberDigits.fraction} decimals, between minus and plus ${'9'.repeat(numberDigits.whole)}`;
    case 'currency':
      return `a whole number of cents from 0 to ${maxAmountCents} (${formatAmount(maxAmountCents)})`;
  }
}

const sectionName = (index: number) => `Section ${index + 1}`;
const questionName = (problem: InQuestion) =>
  problem.label
    ? `Question "${problem.label}"`
    : `Question ${problem.question + 1} of section ${problem.section + 1}`;

/** The default wording of each problem (the API's, and the quick-add screen's, spec §5). */
export function grantProblemText(problem: GrantProblem): string {
  switch (problem.rule) {
    case 'not-an-object':
      return 'A grant must be a JSON object with a title, type, dates and sections.';
    case 'missing-field':
      return `Missing ${problem.field} field`;
    case 'too-long':
      return `The ${problem.field} at ${problem.path.join('.')} must be at most ${problem.max} characters`;
    case 'not-text':
      return problem.path.length === 1
        ? `The ${problem.field} must be text, not ${problem.got}`
        : `The ${problem.field} at ${problem.path.join('.')} must be text, not ${problem.got}`;
    case 'unknown-type':
      return `Type must be one of: ${grantTypes.join(', ')}`;
    case 'bad-date':
      return `${problem.field} must be a date such as 2026-09-01 (or a date and time)`;
    case 'dates-order':
      return 'The close date must not be before the open date';
    case 'unknown-status':
      return 'Status must be one of: draft, pendingApproval, published, closed';
    case 'not-true-or-false':
      return `${problem.field} must be true or false`;
    case 'no-sections':
      return 'Grant must have at least one section';
    case 'too-many':
      return `A grant can have at most ${problem.max} ${problem.what === 'questions' ? 'questions in a section' : problem.what === 'options' ? 'options in a question' : 'sections'}`;
    case 'section-weights-total':
      return `Section weights must sum to 100%. Current total: ${problem.total}%`;
    case 'section-label':
      return `${sectionName(problem.section)} needs a label`;
    case 'section-weight':
      return `${sectionName(problem.section)} needs a weight from 0 to 100`;
    case 'section-questions':
      return `${sectionName(problem.section)} needs a questions array`;
    case 'question-weights-total':
      return `Question weights in section "${problem.sectionLabel || problem.section + 1}" must sum to 100%. Current total: ${problem.total}%`;
    case 'question-label':
      return `${questionName(problem)} needs a label`;
    case 'question-type':
      return `${questionName(problem)} needs a type, one of: ${questionTypes.join(', ')}`;
    case 'question-weight':
      return `${questionName(problem)} needs a weight from 0 to 100`;
    case 'question-required':
      return `${questionName(problem)} needs required set to true or false`;
    case 'options-missing':
      return `${questionName(problem)} needs a non-empty options list`;
    case 'options-blank':
      return `${questionName(problem)} has an empty option`;
    case 'options-repeated':
      return `${questionName(problem)} lists the same option twice`;
    case 'defaults-not-a-list':
      return `${questionName(problem)}: defaultSelected must be an array of options`;
    case 'dropdown-one-default':
      return `${questionName(problem)} is a dropdown: defaultSelected can hold at most one value`;
    case 'default-not-an-option':
      return `${questionName(problem)}: default "${problem.value}" is not one of its options`;
    case 'question-limit':
      return `${questionName(problem)}: ${problem.field} must be ${limitWording(problem.type)}`;
    case 'limits-order':
      return `${questionName(problem)}: min must not be more than max`;
    case 'exclusive-not-a-list':
      return `${questionName(problem)}: exclusiveOptions must be an array of options`;
    case 'exclusive-not-an-option':
      return `${questionName(problem)}: exclusive option "${problem.value}" is not one of its options`;
    case 'exclusive-default-with-others':
      return `${questionName(problem)}: "${problem.value}" stands alone, so it cannot be selected by default with other options`;
  }
}
