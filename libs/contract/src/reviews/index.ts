export * from './review.js';
export * from './review-limits.js';
export * from './review-calls.js';
export * from './review-endpoints.js';
