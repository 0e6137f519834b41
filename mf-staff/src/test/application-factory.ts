import {
  testApplication as sharedTestApplication,
  testApplicationSummary as sharedTestApplicationSummary,
} from '@portal/contract/testing';
import type { Application, ApplicationSummary } from '@portal/contract/applications';

export { testStatusEntry } from '@portal/contract/testing';

let applicationsMade = 0;

/** Applicants with their own names and addresses, so a list's rows can be told apart. */
function nextApplicant(): Partial<ApplicationSummary> {
  applicationsMade += 1;
  return {
    applicantName: `Applicant ${applicationsMade}`,
    applicantEmail: `applicant${applicationsMade}@example.ca`,
    user: `u-${applicationsMade}`,
  };
}

export function testApplicationSummary(
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return sharedTestApplicationSummary({ ...nextApplicant(), ...overrides });
}

export function testApplication(overrides: Partial<Application> = {}): Application {
  return sharedTestApplication({ ...nextApplicant(), ...overrides });
}
