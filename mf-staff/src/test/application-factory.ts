import type {
  Application,
  ApplicationSummary,
  StatusHistoryEntry,
} from '@portal/contract/applications';
import { testSection } from './grant-factory.js';

// Applications as the API sends them, with defaults a test overrides only where it matters.

let applicationsMade = 0;

/** An application in a list, with a fresh UUID-like id each time unless the test gives one. */
export function testApplicationSummary(
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  applicationsMade += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(applicationsMade).padStart(12, '0')}`,
    grantId: '00000000-0000-4000-8000-000000000999',
    grantTitle: 'Bursary 2026',
    grantType: 'scholarship',
    portal: 'education',
    applicantName: `Applicant ${applicationsMade}`,
    applicantEmail: `applicant${applicationsMade}@example.ca`,
    user: `u-${applicationsMade}`,
    dateSubmitted: '2026-09-15T16:00:00.000Z',
    status: 'submitted',
    statusChangedAt: '2026-09-15T16:00:00.000Z',
    ...overrides,
  };
}

export function testStatusEntry(overrides: Partial<StatusHistoryEntry> = {}): StatusHistoryEntry {
  return { status: 'submitted', at: '2026-09-15T16:00:00.000Z', byName: 'Ann Lee', ...overrides };
}

/** One application with its answers, the grant's questions as they were, and its history. */
export function testApplication(overrides: Partial<Application> = {}): Application {
  const summary = testApplicationSummary(overrides);
  return {
    ...summary,
    answers: { '0-0': 'I will study to be an electrician.' },
    sections: [testSection()],
    statusHistory: [testStatusEntry({ at: summary.dateSubmitted, byName: summary.applicantName })],
    ...overrides,
  };
}
