import type { Grant, Question, Section } from '@portal/contract/grants';
import { testGrant, testQuestion, testSection } from '@portal/contract/testing';

// The grant builder's test data: the contract's factories with the values these specs read.

export function aQuestion(overrides: Partial<Question> = {}): Question {
  return testQuestion({ label: 'Describe your goals', ...overrides });
}

export function aSection(overrides: Partial<Section> = {}): Section {
  return testSection({
    label: 'Plans',
    description: 'What you will study',
    questions: [aQuestion()],
    ...overrides,
  });
}

export function aGrant(overrides: Partial<Grant> = {}): Grant {
  return testGrant({
    _id: '5b3c1e4a-7f0d-4c55-9d1e-2f6a8b9c0d11',
    title: 'Trades Bursary',
    type: 'award',
    description: 'For apprentices in the trades.',
    openDate: '2026-09-01T13:00:00.000Z',
    closeDate: '2026-10-01T21:00:00.000Z',
    sections: [aSection()],
    createdBy: null,
    createdAt: '2026-08-01T12:00:00.000Z',
    updatedAt: '2026-08-01T12:00:00.000Z',
    ...overrides,
  });
}
