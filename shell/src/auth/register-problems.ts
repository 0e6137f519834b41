import type { FieldErrors } from '@portal/web-kit';
import type { MessageDescriptor, Messages } from '@portal/web-kit/i18n';
import { registerProblemMessages as m } from './messages.js';

/** What the registration form needs of a schema issue (zod's issues have these). */
export interface RegisterIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

interface FieldProblems {
  required: MessageDescriptor;
  tooShort?: MessageDescriptor;
  tooLong: MessageDescriptor;
  invalid?: MessageDescriptor;
}

const problems: Readonly<Record<string, FieldProblems>> = {
  firstName: { required: m.firstNameRequired, tooLong: m.firstNameTooLong },
  lastName: { required: m.lastNameRequired, tooLong: m.lastNameTooLong },
  email: { required: m.emailRequired, tooLong: m.emailTooLong, invalid: m.emailInvalid },
  cardNumber: {
    required: m.cardNumberRequired,
    tooLong: m.cardNumberTooLong,
    invalid: m.cardNumberInvalid,
  },
  password: {
    required: m.passwordRequired,
    tooShort: m.passwordTooShort,
    tooLong: m.passwordTooLong,
  },
};

/**
 * The first problem of each field of the registration form, in the chosen language: the
 * contract's schema decides what is wrong, the shell says it (the contract's sentences are its
 * English). A problem the form does not know keeps the schema's own English sentence.
 */
export function registerProblems(issues: readonly RegisterIssue[], t: Messages['t']): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    const problem = problemOf(problems[field], issue);
    errors[field] = problem ? t(problem.message, problem.values) : issue.message;
  }
  return errors;
}

function problemOf(
  field: FieldProblems | undefined,
  issue: RegisterIssue,
): { message: MessageDescriptor; values?: Record<string, number> } | undefined {
  if (!field) return undefined;
  switch (issue.code) {
    case 'invalid_type':
      return { message: field.required };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (min <= 1) return { message: field.required };
      return field.tooShort && { message: field.tooShort, values: { min } };
    }
    case 'too_big':
      return { message: field.tooLong, values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return field.invalid && { message: field.invalid };
    default:
      return undefined;
  }
}
