import type { Grant } from '@portal/contract/grants';
import { testGrant as sharedTestGrant } from '@portal/contract/testing';

// Grants as the API sends them: the contract's test factories, each grant with its own title.
export { testHistoryEntry, testQuestion, testSection } from '@portal/contract/testing';

let grantsMade = 0;

export function testGrant(overrides: Partial<Grant> = {}): Grant {
  grantsMade += 1;
  return sharedTestGrant({ title: `Grant ${grantsMade}`, ...overrides });
}
