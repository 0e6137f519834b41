export * from './application.js';
export * from './application-endpoints.js';
export * from './application-rules.js';
