// Everything, for the services. A screen imports the part it needs (`@portal/contract/grants`,
// `/applications`, `/users`, `/languages`, `/http`, `/access`): zod schemas are built when their module loads, so a bundle that
// imports the whole contract carries every schema, used or not.
export * from './access/index.js';
export * from './applications/index.js';
export * from './files/index.js';
export * from './grants/index.js';
export * from './health.js';
export * from './http/index.js';
export * from './languages/index.js';
export * from './notifications/index.js';
export * from './reviews/index.js';
export * from './users/index.js';
