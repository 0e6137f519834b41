export { testInfrastructure } from './test-infrastructure.js';
export type { TestInfrastructure } from './test-infrastructure.js';
export { dropSchema, queryDatabase, uniqueSchemaName } from './test-schema.js';
