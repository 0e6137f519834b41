import { grantProblemText, type GrantProblem, type ProblemPath } from '@portal/contract/grants';
import type { Messages } from '@portal/web-kit/i18n';
import type { GrantFormWording } from './grant-form-wording.js';
import { grantFormMessages as messages, problemMessages } from './messages.js';

/** Messages keyed by where they belong in the form (`sections.0.questions.2.weight`). */
export type ProblemMessages = Readonly<Partial<Record<string, string>>>;

/**
 * The name of a form field, and the key of its problems: the path of the value in the grant,
 * joined with dots, as the contract's problems and the API's error details name it.
 */
export function fieldName(...path: ProblemPath): string {
  return path.join('.');
}

export interface FormProblems {
  /**
   * The weight totals that are off: shown as staff type (spec §5 "Inline"), keyed by the list
   * they total (`sections`, `sections.1.questions`).
   */
  totals: ProblemMessages;
  /** Everything else, by field (or list of options or defaults): shown once Save is pressed. */
  fields: ProblemMessages;
}

/**
 * The contract's problems (`checkGrant`), worded for this screen in the chosen language (`t`)
 * and placed in the form.
 */
export function describeProblems(
  problems: readonly GrantProblem[],
  wording: GrantFormWording,
  t: Messages['t'],
): FormProblems {
  const totals: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const key = fieldName(...problem.path);
    if (problem.rule === 'section-weights-total') {
      totals[key] ??= t(wording.sectionWeightsTotal, { total: problem.total });
    } else if (problem.rule === 'question-weights-total') {
      const section =
        problem.sectionLabel || t(messages.sectionNumber, { number: problem.section + 1 });
      totals[key] ??= t(wording.questionWeightsTotal, { total: problem.total, section });
    } else {
      fields[key] ??= fieldProblemText(problem, t);
    }
  }
  return { totals, fields };
}

/**
 * A problem as a short sentence beside its field (the field's label says which one). Problems
 * the form cannot produce (a question without `required`, say) keep the contract's wording.
 */
function fieldProblemText(problem: GrantProblem, t: Messages['t']): string {
  switch (problem.rule) {
    case 'missing-field':
      return t(missingFieldMessages[problem.field]);
    case 'too-long':
      return t(problemMessages.tooLong, { max: problem.max });
    case 'bad-date':
      return t(problemMessages.badDate);
    case 'section-label':
      return t(problemMessages.sectionLabel);
    case 'section-weight':
    case 'question-weight':
      return t(problemMessages.weight);
    case 'question-label':
      return t(problemMessages.questionLabel);
    case 'options-missing':
      return t(problemMessages.optionsMissing);
    case 'options-blank':
      return t(problemMessages.optionsBlank);
    case 'options-repeated':
      return t(problemMessages.optionsRepeated);
    case 'dropdown-one-default':
      return t(problemMessages.dropdownOneDefault);
    case 'question-limit':
      return t(limitMessages[problem.type]);
    case 'limits-order':
      return t(problemMessages.limitsOrder);
    case 'exclusive-default-with-others':
      return t(problemMessages.exclusiveWithOthers, { option: problem.value });
    default:
      return grantProblemText(problem);
  }
}

/** A minimum or maximum the form could not send as one, as its field says it. */
const limitMessages = {
  'short-text': problemMessages.limitShortText,
  number: problemMessages.limitNumber,
  currency: problemMessages.limitCurrency,
} as const;

const missingFieldMessages = {
  title: problemMessages.missingTitle,
  type: problemMessages.missingType,
  openDate: problemMessages.missingOpenDate,
  closeDate: problemMessages.missingCloseDate,
} as const;
