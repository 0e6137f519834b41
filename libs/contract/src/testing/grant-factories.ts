import type { Grant, GrantHistoryEntry, GrantSummary, Question, Section } from '../grants/grant.js';
import { nextTestId } from './sequence.js';

export function testQuestion(overrides: Partial<Question> = {}): Question {
  return {
    label: 'Why do you want to study?',
    type: 'textarea',
    required: true,
    weight: 100,
    options: [],
    defaultSelected: [],
    ...overrides,
  };
}

export function testSection(overrides: Partial<Section> = {}): Section {
  return {
    label: 'General Information',
    description: 'Basic applicant information',
    weight: 100,
    questions: [testQuestion()],
    ...overrides,
  };
}

/** A draft grant open through September 2026 in Toronto, with a fresh id unless given one. */
export function testGrant(overrides: Partial<Grant> = {}): Grant {
  return {
    _id: nextTestId(),
    title: 'Bursary 2026',
    type: 'scholarship',
    description: 'Help with tuition for members in full-time studies.',
    openDate: '2026-09-01T04:00:00.000Z',
    closeDate: '2026-10-01T03:59:59.999Z',
    status: 'draft',
    sections: [testSection()],
    oneApplicationPerMember: true,
    applicationCount: 0,
    lockedAt: null,
    createdBy: 'u-sam',
    submittedBy: null,
    archivedAt: null,
    createdAt: '2026-05-01T14:30:00.000Z',
    updatedAt: '2026-05-01T14:30:00.000Z',
    ...overrides,
  };
}

/** The summary `GET /api/available-grants` sends of `testGrant(overrides)`. */
export function testGrantSummary(overrides: Partial<Grant> = {}): GrantSummary {
  const { _id, title, type, description, openDate, closeDate, status, oneApplicationPerMember } =
    testGrant(overrides);
  return { _id, title, type, description, openDate, closeDate, status, oneApplicationPerMember };
}

export function testHistoryEntry(overrides: Partial<GrantHistoryEntry> = {}): GrantHistoryEntry {
  return {
    action: 'created',
    at: '2026-05-01T14:30:00.000Z',
    actorId: 'u-sam',
    actorName: 'Sam Staff',
    fromStatus: null,
    toStatus: null,
    copiedFrom: null,
    ...overrides,
  };
}
