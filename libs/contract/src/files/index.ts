export * from './allowed-file-types.js';
export * from './file-calls.js';
export * from './file-endpoints.js';
export * from './file-record.js';
export * from './upload-limits.js';
export * from './file-history.js';
