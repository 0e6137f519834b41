import type {
  Application,
  ApplicationSummary,
  StatusHistoryEntry,
} from '../applications/application.js';
import type { ApplicationDraft } from '../applications/application-draft.js';
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
    reference: 'EDU-2026-000123',
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
    kind: 'submitted',
    message: null,
    questionKeys: [],
    previousAnswers: null,
    internalNote: null,
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
    openRequest: null,
    ...overrides,
  };
}

/** A member's draft, with a fresh id unless given one. */
export function testApplicationDraft(overrides: Partial<ApplicationDraft> = {}): ApplicationDraft {
  return {
    _id: nextTestId(),
    grantId: nextTestId(),
    grantTitle: 'Bursary 2026',
    closesAt: '2026-10-01T03:59:59.999Z',
    answers: { '0-0': 'I will study' },
    createdAt: '2026-09-14T16:00:00.000Z',
    updatedAt: '2026-09-15T16:00:00.000Z',
    ...overrides,
  };
}
