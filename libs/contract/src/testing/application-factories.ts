import type {
  Application,
  ApplicationSummary,
  StatusHistoryEntry,
} from '../applications/application.js';
import { testSection } from './grant-factories.js';
import { nextTestId } from './sequence.js';

/** An application as a list sends it, with a fresh id unless given one. */
export function testApplicationSummary(
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    _id: nextTestId(),
    grantId: nextTestId(),
    grantTitle: 'Bursary 2026',
    grantType: 'scholarship',
    portal: 'education',
    applicantName: 'Ann Member',
    applicantEmail: 'ann@example.ca',
    user: 'u-ann',
    dateSubmitted: '2026-09-15T16:00:00.000Z',
    status: 'submitted',
    statusChangedAt: '2026-09-15T16:00:00.000Z',
    ...overrides,
  };
}

export function testStatusEntry(overrides: Partial<StatusHistoryEntry> = {}): StatusHistoryEntry {
  return {
    status: 'submitted',
    at: '2026-09-15T16:00:00.000Z',
    byName: 'Ann Member',
    ...overrides,
  };
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
