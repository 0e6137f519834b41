// @portal/contract/testing: the contract's values as the API sends them, for the specs of the
// screens (never imported by a page). Defaults are plain; a remote's own helpers set what its
// tests rely on (`testGrant({ status: 'published' })`).
export * from './grant-factories.js';
export * from './application-factories.js';
export * from './file-factories.js';
export * from './notification-factories.js';
