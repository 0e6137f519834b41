import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  addConflictRequestSchema,
  assignedReviewSchema,
  assignReviewerRequestSchema,
  batchDecisionAnswerSchema,
  batchDecisionRequestSchema,
  conflictEntrySchema,
  disclosureSchema,
  declareConflictRequestSchema,
  rankingSchema,
  reopenReviewRequestSchema,
  reviewCandidateSchema,
  reviewPanelSchema,
  reviewSheetSchema,
  saveReviewRequestSchema,
  setBlindReviewRequestSchema,
  setReviewPanelRequestSchema,
} from './review.js';

/** The reviews service's API: panels, assignments, conflicts, scores and the ranked list. */
export const reviewEndpoints = {
  /** Staff accounts that may sit on a panel (the grant's lead chooses among them). */
  candidates: endpoint({
    method: 'GET',
    path: '/api/reviews/candidates',
    response: z.array(reviewCandidateSchema),
  }),
  panel: endpoint({
    method: 'GET',
    path: '/api/reviews/grants/:grantId/panel',
    response: reviewPanelSchema,
  }),
  /** The reviewers and N; every application not yet fully assigned is assigned by the spreading rule. */
  setPanel: endpoint({
    method: 'PUT',
    path: '/api/reviews/grants/:grantId/panel',
    request: setReviewPanelRequestSchema,
    response: reviewPanelSchema,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/reviews/grants/:grantId/assignments',
    request: assignReviewerRequestSchema,
    response: reviewPanelSchema,
  }),
  setBlind: endpoint({
    method: 'PUT',
    path: '/api/reviews/grants/:grantId/blind',
    request: setBlindReviewRequestSchema,
    response: reviewPanelSchema,
  }),
  ranking: endpoint({
    method: 'GET',
    path: '/api/reviews/grants/:grantId/ranking',
    response: rankingSchema,
  }),
  assigned: endpoint({
    method: 'GET',
    path: '/api/reviews/assigned',
    response: z.array(assignedReviewSchema),
  }),
  sheet: endpoint({
    method: 'GET',
    path: '/api/reviews/applications/:applicationId',
    response: reviewSheetSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/reviews/applications/:applicationId/review',
    request: saveReviewRequestSchema,
    response: reviewSheetSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/reviews/applications/:applicationId/review/submit',
    response: reviewSheetSchema,
  }),
  declareConflict: endpoint({
    method: 'POST',
    path: '/api/reviews/applications/:applicationId/conflict',
    request: declareConflictRequestSchema,
    response: z.object({ recused: z.literal(true), replacedBy: z.boolean() }),
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/reviews/applications/:applicationId/reviews/:reviewerId/reopen',
    request: reopenReviewRequestSchema,
    response: reviewSheetSchema,
  }),
  /** A status for each selected application, in one step (the grant's lead). */
  decide: endpoint({
    method: 'POST',
    path: '/api/reviews/grants/:grantId/decisions',
    request: batchDecisionRequestSchema,
    response: batchDecisionAnswerSchema,
  }),
  /**
   * The ranked list as a spreadsheet (CSV, UTF-8 with a BOM): one row per application in ranked
   * order, one column per question, a score column per reviewer. Recorded as a disclosure.
   */
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/reviews/grants/:grantId/export.csv',
    response: z.unknown(),
  }),
  /** Every export of members' data from reviewing (admins). */
  disclosures: endpoint({
    method: 'GET',
    path: '/api/reviews/disclosures',
    response: z.array(disclosureSchema),
  }),
  conflicts: endpoint({
    method: 'GET',
    path: '/api/reviews/conflicts',
    response: z.array(conflictEntrySchema),
  }),
  addConflict: endpoint({
    method: 'POST',
    path: '/api/reviews/conflicts',
    request: addConflictRequestSchema,
    response: conflictEntrySchema,
  }),
  removeConflict: endpoint({
    method: 'DELETE',
    path: '/api/reviews/conflicts/:id',
    response: z.undefined(),
  }),
};
