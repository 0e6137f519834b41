import type { Grant, Question, Section } from '@portal/contract/grants';

// Test data with defaults and overrides (for the specs only; no page imports this).

export function aQuestion(overrides: Partial<Question> = {}): Question {
  return {
    label: 'Describe your goals',
    type: 'textarea',
    required: true,
    weight: 100,
    options: [],
    defaultSelected: [],
    ...overrides,
  };
}

export function aSection(overrides: Partial<Section> = {}): Section {
  return {
    label: 'Plans',
    description: 'What you will study',
    weight: 100,
    questions: [aQuestion()],
    ...overrides,
  };
}

export function aGrant(overrides: Partial<Grant> = {}): Grant {
  return {
    _id: '5b3c1e4a-7f0d-4c55-9d1e-2f6a8b9c0d11',
    title: 'Trades Bursary',
    type: 'award',
    description: 'For apprentices in the trades.',
    openDate: '2026-09-01T13:00:00.000Z',
    closeDate: '2026-10-01T21:00:00.000Z',
    status: 'draft',
    sections: [aSection()],
    applicationCount: 0,
    lockedAt: null,
    createdBy: null,
    createdAt: '2026-08-01T12:00:00.000Z',
    updatedAt: '2026-08-01T12:00:00.000Z',
    ...overrides,
  };
}
