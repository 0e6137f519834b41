export * from './account-email.js';
export * from './notification.js';
export * from './notification-calls.js';
export * from './notification-endpoints.js';
export * from './notification-event.js';
export * from './notification-kinds.js';
export * from './notification-text.js';
