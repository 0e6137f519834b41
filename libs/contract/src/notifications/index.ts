export * from './notification-endpoints.js';
export * from './notification-event.js';
