export * from './user.js';
export * from './user-calls.js';
export * from './user-endpoints.js';
