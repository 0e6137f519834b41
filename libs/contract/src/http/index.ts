export * from './drawn-answers.js';
export * from './endpoint.js';
export * from './error-codes.js';
export * from './errors.js';
export * from './page-session.js';
export * from './storable-text.js';
