export * from './user.js';
export * from './user-endpoints.js';
