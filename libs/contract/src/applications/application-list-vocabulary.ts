/**
 * The reviewers' applications table (`/applications`): how it can be sorted and how many rows a
 * page holds. Zod-free, for the screens; the query's schema is in application-list.ts.
 */

/** What the table sorts by: the submission date, the status, the applicant's name, the reference. */
export const applicationSortKeys = ['date', 'status', 'applicant', 'reference'] as const;
export type ApplicationSortKey = (typeof applicationSortKeys)[number];

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The direction each sort starts in: newest first, the others A to Z. */
export const defaultSortDirection: Record<ApplicationSortKey, SortDirection> = {
  date: 'desc',
  status: 'asc',
  applicant: 'asc',
  reference: 'asc',
};

/** Rows in a page of the table (and of the grants table). */
export const listPageSize = 50;

/** The longest search a table takes: a reference or a name, never a paragraph. */
export const listSearchMaxLength = 100;

export function isApplicationSortKey(value: unknown): value is ApplicationSortKey {
  return (applicationSortKeys as readonly unknown[]).includes(value);
}
