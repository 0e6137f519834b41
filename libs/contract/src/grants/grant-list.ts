import { z } from 'zod';
import { listPageSize, listSearchMaxLength } from '../applications/application-list-vocabulary.js';
import { grantSchema } from './grant.js';
import { grantListArchived } from './grant-vocabulary.js';

/**
 * `GET /api/grants`' query. Without `page` the spec's answer: every grant, newest first, as an
 * array. The grants table adds `search` (words of the title) and `page`: with `page` the answer
 * is one page of 50 with the total (`grantPageSchema`).
 */
export const grantListQuerySchema = z.object({
  /** Archived grants are hidden unless asked for (`include`, or `only` them). */
  archived: z.enum(grantListArchived).default('hide'),
  search: z
    .string()
    .max(listSearchMaxLength, {
      error: `search must be at most ${listSearchMaxLength} characters`,
    })
    .optional()
    .transform((value) => value?.trim() || undefined),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .max(1_000_000, { error: 'page must be a whole number from 1' })
    .optional(),
});
export type GrantListQuery = z.infer<typeof grantListQuerySchema>;

/** The grants table's query: `page` required, so the answer is a page. */
export const grantPageQuerySchema = grantListQuerySchema.extend({
  page: grantListQuerySchema.shape.page.unwrap(),
});

export const grantPageSchema = z.object({
  items: z.array(grantSchema),
  page: z.number(),
  pageSize: z.literal(listPageSize),
  /** Grants matching the search. */
  total: z.number(),
});
export type GrantPage = z.infer<typeof grantPageSchema>;
