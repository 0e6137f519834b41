export * from './errors.js';
export * from './health.js';
export * from './permissions.js';
export * from './routes.js';
export * from './users.js';
