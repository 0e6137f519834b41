export { testInfrastructure } from './test-infrastructure.js';
export type { TestInfrastructure } from './test-infrastructure.js';
export {
  dropSchema,
  queryDatabase,
  testServiceEnvironment,
  uniqueSchemaName,
} from './test-schema.js';
export { waitFor } from './wait-for.js';
export { rawRequest, requestHead } from './raw-http.js';
export type { RawAnswer, RawExchange } from './raw-http.js';
export { applicationAnswers } from './factories/application-answers.js';
export { grantInput } from './factories/grant-input.js';
