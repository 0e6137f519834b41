import type { Review } from '@portal/contract';
import type { AssignmentEntity } from './assignment.entity.js';

/** A review as the API sends it: scores in points (one decimal), the weighted score in points. */
export function toReview(
  row: AssignmentEntity,
  comments: Record<string, string>,
  reviewerName: string,
): Review {
  return {
    reviewerId: row.reviewerId,
    reviewerName,
    state: row.state,
    scores: Object.fromEntries(
      Object.entries(row.scores).map(([key, tenths]) => [key, tenths / 10]),
    ),
    comments,
    score: row.scoreHundredths === null ? null : row.scoreHundredths / 100,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
