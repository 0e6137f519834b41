import { ApiRequestError } from '../api/api-request-error.js';

/** One message per form field, keyed by the field's name. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** The part of a validation issue this module reads (zod's issues fit). */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message for each field, from a schema's issues (`schema.safeParse(v).error.issues`). */
export function firstErrorPerField(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The per-field details a 400 answer may carry (`errors: [{ field, message }]`, decisions §2). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  return firstErrorPerField(
    (error.body?.errors ?? []).flatMap((detail) =>
      detail.field ? [{ path: [detail.field], message: detail.message }] : [],
    ),
  );
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/**
 * Moves focus to the first field (in page order) that has an error, so that keyboard and
 * screen-reader users land on it and hear its message.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name !== null && errors[name] !== undefined && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
