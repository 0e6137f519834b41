export { startOnFreshSchema } from './start-on-fresh-schema.js';
export { startTestService } from './start-test-service.js';
export type { TestService } from './start-test-service.js';
export { schemaDrift } from './schema-drift.js';
export { FakeIdentity } from './fake-identity.js';
export type { TestAccount, TestAccountDetails } from './fake-identity.js';
export { signTestToken } from './test-tokens.js';
export { FakeInternalService } from './fake-internal-service.js';
export type { FakeAnswer, FakeCall } from './fake-internal-service.js';
