export * from './permissions.js';
export * from './routes.js';
