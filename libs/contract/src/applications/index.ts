export * from './application.js';
export * from './application-vocabulary.js';
export * from './application-calls.js';
export * from './application-endpoints.js';
export * from './application-rules.js';
export * from './application-conversation.js';
export * from './conversation-limits.js';
export * from './application-draft.js';
