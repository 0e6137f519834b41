export * from './grant.js';
export * from './grant-vocabulary.js';
export * from './grant-dates.js';
export * from './grant-calls.js';
export * from './grant-endpoints.js';
export * from './grant-rules.js';
export * from './question-values.js';
export * from './grant-list.js';
