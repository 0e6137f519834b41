export * from './user.js';
export * from './user-calls.js';
export * from './user-endpoints.js';
export * from './account-link-vocabulary.js';
export * from './account-links.js';
export * from './office-settings.js';
export * from './password-rules.js';
export * from './sign-in-limits.js';
