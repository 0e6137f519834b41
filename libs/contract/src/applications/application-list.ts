import { z } from 'zod';
import { applicationSummarySchema } from './application.js';
import { applicationStates } from './application-vocabulary.js';
import {
  applicationSortKeys,
  listPageSize,
  listSearchMaxLength,
  sortDirections,
} from './application-list-vocabulary.js';

/**
 * `GET /api/grant-applications`' query. The spec's calls (`?portal=education`, `?userOnly=true`,
 * or nothing) keep their answer: every application the caller may see, newest first, as an array.
 * The reviewers' table adds filters (grant, status), a search (a reference, or words of the
 * applicant's name), a sort, and `page`: with `page` the answer is one page of 50 and the counts
 * the table shows (`applicationPageSchema`).
 */
export const listApplicationsQuerySchema = z.object({
  portal: z.string().optional(),
  userOnly: z
    .enum(['true', 'false'], { error: 'userOnly must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  grantId: z.uuid({ error: 'grantId must be the id of a grant' }).optional(),
  status: z
    .enum(applicationStates, { error: `status must be one of ${applicationStates.join(', ')}` })
    .optional(),
  search: z
    .string()
    .max(listSearchMaxLength, {
      error: `search must be at most ${listSearchMaxLength} characters`,
    })
    .optional()
    .transform((value) => value?.trim() || undefined),
  sort: z
    .enum(applicationSortKeys, { error: `sort must be one of ${applicationSortKeys.join(', ')}` })
    .optional(),
  direction: z.enum(sortDirections, { error: 'direction must be asc or desc' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .max(1_000_000, { error: 'page must be a whole number from 1' })
    .optional(),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;

/** The table's query: the same, with `page` required (so the answer is a page). */
export const applicationPageQuerySchema = listApplicationsQuerySchema.extend({
  page: listApplicationsQuerySchema.shape.page.unwrap(),
});

/** One page of the reviewers' table, with what its filters and pager show. */
export const applicationPageSchema = z.object({
  items: z.array(applicationSummarySchema),
  page: z.number(),
  pageSize: z.literal(listPageSize),
  /** Applications matching every filter and the search. */
  total: z.number(),
  /** Per status, the applications matching the other filters and the search (the status choices' counts). */
  statusCounts: z.record(z.enum(applicationStates), z.number()),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
