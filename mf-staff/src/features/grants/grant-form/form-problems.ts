import { grantProblemText, type GrantProblem, type ProblemPath } from '@portal/contract/grants';
import type { GrantFormWording } from './grant-form-texts.js';

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

/** The contract's problems (`checkGrant`), worded for this screen and placed in the form. */
export function describeProblems(
  problems: readonly GrantProblem[],
  wording: GrantFormWording,
): FormProblems {
  const totals: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const key = fieldName(...problem.path);
    if (problem.rule === 'section-weights-total') {
      totals[key] ??= wording.sectionWeightsTotal(problem.total);
    } else if (problem.rule === 'question-weights-total') {
      totals[key] ??= wording.questionWeightsTotal(
        problem.total,
        problem.sectionLabel,
        problem.section + 1,
      );
    } else {
      fields[key] ??= fieldProblemText(problem);
    }
  }
  return { totals, fields };
}

/**
 * A problem as a short sentence beside its field (the field's label says which one). Problems
 * the form cannot produce (a question without `required`, say) keep the contract's wording.
 */
function fieldProblemText(problem: GrantProblem): string {
  switch (problem.rule) {
    case 'missing-field':
      return missingFieldTexts[problem.field];
    case 'too-long':
      return `Use at most ${problem.max} characters`;
    case 'bad-date':
      return 'Enter a date and time';
    case 'section-label':
      return 'Enter a label for the section';
    case 'section-weight':
    case 'question-weight':
      return 'Enter a weight from 0 to 100';
    case 'question-label':
      return 'Enter the question';
    case 'options-missing':
      return 'Add at least one option';
    case 'options-blank':
      return 'Fill in or remove the empty option';
    case 'options-repeated':
      return 'Each option must be different';
    case 'dropdown-one-default':
      return 'A dropdown can have one default choice at most';
    case 'question-limit':
      return limitTexts[problem.type];
    case 'limits-order':
      return 'The smallest must not be more than the largest';
    case 'exclusive-default-with-others':
      return `"${problem.value}" stands alone: it cannot be selected by default with other options`;
    default:
      return grantProblemText(problem);
  }
}

/** A minimum or maximum the form could not send as one, as its field says it. */
const limitTexts = {
  'short-text': 'Enter a whole number of characters, from 0 to 500',
  number: 'Enter a number, such as 10 or 2.5 (at most 6 decimals)',
  currency: 'Enter an amount in dollars, such as 2,500.00',
} as const;

const missingFieldTexts = {
  title: 'Enter a title',
  type: 'Choose a type',
  openDate: 'Enter the open date and time',
  closeDate: 'Enter the close date and time',
} as const;
