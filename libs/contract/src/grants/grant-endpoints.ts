import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  grantHistoryEntrySchema,
  grantSchema,
  grantSnapshotSchema,
  grantSummarySchema,
} from './grant.js';
import { grantListQuerySchema, grantPageQuerySchema, grantPageSchema } from './grant-list.js';
import { checkGrant, grantProblemCode, grantProblemText, type GrantInput } from './grant-rules.js';

/**
 * A grant as the create, edit, duplicate and quick-add screens send it, checked by the rules of
 * grant-rules.ts; each problem is an issue with its path, its sentence and its code (in `params`).
 */
export const grantInputSchema = z.unknown().transform((value, context): GrantInput => {
  const check = checkGrant(value);
  if (check.ok) return check.grant;
  for (const problem of check.problems) {
    context.addIssue({
      code: 'custom',
      message: grantProblemText(problem),
      path: [...problem.path],
      params: { code: grantProblemCode(problem), rule: problem.rule },
    });
  }
  return z.NEVER;
});

/** An application added to or removed from a grant, told by the applications service. */
export const applicationEventSchema = z.object({
  applicationId: z.uuid(),
  grantId: z.uuid(),
  kind: z.enum(['added', 'removed']),
  at: z.iso.datetime({ offset: true }),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** The calls of `/api/grants` and `/api/available-grants` (spec §7, decisions §3, §4). */
export const grantEndpoints = {
  /** Newest first; archived grants only when asked for (`?archived=only|include`). */
  list: endpoint({
    method: 'GET',
    path: '/api/grants',
    query: grantListQuerySchema,
    response: z.array(grantSchema),
  }),
  /** The same call with `page`: the grants table, searched on the server, 50 a page (grant-list.ts). */
  listPage: endpoint({
    method: 'GET',
    path: '/api/grants',
    query: grantPageQuerySchema,
    response: grantPageSchema,
  }),
  /** Also duplicate (`?copyOf=<id>`, recorded in the copy's history) and quick add (spec §7). */
  create: endpoint({
    method: 'POST',
    path: '/api/grants',
    request: grantInputSchema,
    query: z.object({ copyOf: z.uuid().optional() }),
    response: grantSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/grants/:id', response: grantSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/api/grants/:id',
    request: grantInputSchema,
    response: grantSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/grants/:id', response: z.undefined() }),
  submit: endpoint({ method: 'POST', path: '/api/grants/:id/submit', response: grantSchema }),
  /**
   * Publishes it. With the office's second approval on, only a grant waiting for approval, and
   * only by someone other than who submitted it (409 `grant.second_approver_required`).
   */
  publish: endpoint({ method: 'POST', path: '/api/grants/:id/publish', response: grantSchema }),
  /**
   * Hides it from the lists, keeping it and its applications (a grant that has had applications
   * cannot be deleted); a published grant is closed first, so it takes no more applications.
   */
  archive: endpoint({ method: 'POST', path: '/api/grants/:id/archive', response: grantSchema }),
  /** Brings an archived grant back to the lists, as it was (a closed grant stays closed). */
  restore: endpoint({ method: 'POST', path: '/api/grants/:id/restore', response: grantSchema }),
  history: endpoint({
    method: 'GET',
    path: '/api/grants/:id/history',
    response: z.array(grantHistoryEntrySchema),
  }),
  /** The published grants, as summaries, the one closing soonest first. */
  available: endpoint({
    method: 'GET',
    path: '/api/available-grants',
    response: z.array(grantSummarySchema),
  }),
};

/** For the other services only (`/internal`, the services' credential; see the README). */
export const grantInternalEndpoints = {
  /** What an application keeps of the grant it answers (title, type, questions). */
  snapshot: endpoint({
    method: 'GET',
    path: '/internal/grants/:id/snapshot',
    response: grantSnapshotSchema,
  }),
  /** The reviews service: who leads a grant's review (its creator) and its title. */
  lead: endpoint({
    method: 'GET',
    path: '/internal/grants/:id/lead',
    response: z.object({ grantId: z.string(), title: z.string(), leadId: z.string().nullable() }),
  }),
  /** Applications added and removed, at least once each; applied once each by application id. */
  applicationEvents: endpoint({
    method: 'POST',
    path: '/internal/grants/application-events',
    request: z.object({ events: z.array(applicationEventSchema).min(1).max(500) }),
    response: z.object({ applied: z.number().int() }),
  }),
};
