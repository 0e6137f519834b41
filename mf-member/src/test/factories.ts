import type { Application, ApplicationSummary } from '@portal/contract/applications';
import type { Grant, GrantSummary, Question, Section } from '@portal/contract/grants';
import {
  testApplicationSummary,
  testGrant,
  testQuestion,
  testSection,
} from '@portal/contract/testing';

// Test data as the API sends it, with defaults a test overrides only where it matters (specs only).

export function aQuestion(overrides: Partial<Question> = {}): Question {
  return testQuestion({ label: 'What will you study?', ...overrides });
}

export function aSection(overrides: Partial<Section> = {}): Section {
  return testSection({
    label: 'About You',
    description: 'Your studies',
    questions: [aQuestion()],
    ...overrides,
  });
}

/** A published grant, open from 2026-09-01 to the end of 2026-12-31 in Toronto. */
export function aGrant(overrides: Partial<Grant> = {}): Grant {
  return testGrant({
    title: 'Post-Secondary Bursary',
    description: 'Tuition help for members in full-time studies.',
    closeDate: '2027-01-01T04:59:59.999Z',
    status: 'published',
    sections: [aSection()],
    createdAt: '2026-08-01T12:00:00.000Z',
    updatedAt: '2026-08-01T12:00:00.000Z',
    ...overrides,
  });
}

export function aGrantSummary(overrides: Partial<GrantSummary> = {}): GrantSummary {
  const { _id, title, type, description, openDate, closeDate, status, oneApplicationPerMember } =
    aGrant(overrides);
  return { _id, title, type, description, openDate, closeDate, status, oneApplicationPerMember };
}

export function anApplicationSummary(
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return testApplicationSummary({
    grantTitle: 'Post-Secondary Bursary',
    dateSubmitted: '2026-09-15T14:30:00.000Z',
    statusChangedAt: '2026-09-15T14:30:00.000Z',
    ...overrides,
  });
}

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    ...anApplicationSummary(),
    answers: { '0-0': 'Nursing at the college' },
    sections: [aSection()],
    statusHistory: [
      {
        status: 'submitted',
        kind: 'submitted',
        at: '2026-09-15T14:30:00.000Z',
        byName: null,
        message: null,
        questionKeys: [],
        previousAnswers: null,
        internalNote: null,
      },
    ],
    openRequest: null,
    ...overrides,
  };
}

/**
 * A grant with one question of each of the seven types (spec §3), as the browser test builds
 * it too: keys 0-0 … 0-3 and 1-0 … 1-2.
 */
export function aGrantWithEveryQuestionType(overrides: Partial<Grant> = {}): Grant {
  return aGrant({
    sections: [
      aSection({
        label: 'About You',
        weight: 50,
        questions: [
          aQuestion({ label: 'What will you study?', type: 'textarea', weight: 25 }),
          aQuestion({ label: 'I am a member of the Nation', type: 'checkbox', weight: 25 }),
          aQuestion({ label: 'When do your studies start?', type: 'date', weight: 25 }),
          aQuestion({
            label: 'How will you study?',
            type: 'dropdown',
            weight: 25,
            options: ['Full-time', 'Part-time'],
            defaultSelected: ['Full-time'],
          }),
        ],
      }),
      aSection({
        label: 'Needs and Documents',
        description: 'What the grant would pay for',
        weight: 50,
        questions: [
          aQuestion({
            label: 'What do you need help with?',
            type: 'multi-select',
            weight: 40,
            options: ['Tuition', 'Books', 'Travel'],
            defaultSelected: ['Tuition', 'Books'],
          }),
          aQuestion({
            label: 'Rank your needs',
            type: 'priority',
            weight: 30,
            options: ['Tuition', 'Housing', 'Transportation'],
          }),
          aQuestion({ label: 'Proof of enrolment', type: 'file', weight: 30 }),
        ],
      }),
    ],
    ...overrides,
  });
}
