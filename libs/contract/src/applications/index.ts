export * from './application.js';
export * from './application-endpoints.js';
export * from './application-rules.js';
export * from './application-conversation.js';
export * from './application-draft.js';
