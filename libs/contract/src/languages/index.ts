export * from './language-pack-vocabulary.js';
export * from './language-packs.js';
export * from './language-pack-endpoints.js';
export * from './language-pack-calls.js';
