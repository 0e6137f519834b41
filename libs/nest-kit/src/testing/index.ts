export { startTestService } from './start-test-service.js';
export type { TestService } from './start-test-service.js';
