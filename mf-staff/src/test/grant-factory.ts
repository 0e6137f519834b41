import type { Grant, GrantHistoryEntry, Question, Section } from '@portal/contract/grants';

// Test data as the API sends it, with defaults a test overrides only where it matters.

let grantsMade = 0;

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

/** A grant with a fresh UUID-like id each time, unless the test gives one. */
export function testGrant(overrides: Partial<Grant> = {}): Grant {
  grantsMade += 1;
  const id = `00000000-0000-4000-8000-${String(grantsMade).padStart(12, '0')}`;
  return {
    _id: id,
    title: `Grant ${grantsMade}`,
    type: 'scholarship',
    description: 'Help with tuition for members in full-time studies.',
    openDate: '2026-09-01T04:00:00.000Z',
    closeDate: '2026-10-01T03:59:59.999Z',
    status: 'draft',
    sections: [testSection()],
    applicationCount: 0,
    lockedAt: null,
    createdBy: 'u-sam',
    createdAt: '2026-05-01T14:30:00.000Z',
    updatedAt: '2026-05-01T14:30:00.000Z',
    ...overrides,
  };
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
