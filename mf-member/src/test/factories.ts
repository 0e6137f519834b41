import type { Application, ApplicationSummary } from '@portal/contract/applications';
import type { Grant, GrantSummary, Question, Section } from '@portal/contract/grants';

// Test data as the API sends it, with defaults a test overrides only where it matters (specs only).

let made = 0;
const nextId = () => {
  made += 1;
  return `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
};

export function aQuestion(overrides: Partial<Question> = {}): Question {
  return {
    label: 'What will you study?',
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
    label: 'About You',
    description: 'Your studies',
    weight: 100,
    questions: [aQuestion()],
    ...overrides,
  };
}

/** A published grant, open from 2026-09-01 to the end of 2026-12-31 in Toronto. */
export function aGrant(overrides: Partial<Grant> = {}): Grant {
  return {
    _id: nextId(),
    title: 'Post-Secondary Bursary',
    type: 'scholarship',
    description: 'Tuition help for members in full-time studies.',
    openDate: '2026-09-01T04:00:00.000Z',
    closeDate: '2027-01-01T04:59:59.999Z',
    status: 'published',
    sections: [aSection()],
    applicationCount: 0,
    lockedAt: null,
    createdBy: 'u-sam',
    createdAt: '2026-08-01T12:00:00.000Z',
    updatedAt: '2026-08-01T12:00:00.000Z',
    ...overrides,
  };
}

export function aGrantSummary(overrides: Partial<GrantSummary> = {}): GrantSummary {
  const { _id, title, type, description, openDate, closeDate, status } = aGrant(overrides);
  return { _id, title, type, description, openDate, closeDate, status };
}

export function anApplicationSummary(
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    _id: nextId(),
    grantId: nextId(),
    grantTitle: 'Post-Secondary Bursary',
    grantType: 'scholarship',
    portal: 'education',
    applicantName: 'Ann Member',
    applicantEmail: 'ann@example.ca',
    user: 'u-ann',
    dateSubmitted: '2026-09-15T14:30:00.000Z',
    status: 'submitted',
    statusChangedAt: '2026-09-15T14:30:00.000Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    ...anApplicationSummary(),
    answers: { '0-0': 'Nursing at the college' },
    sections: [aSection()],
    statusHistory: [{ status: 'submitted', at: '2026-09-15T14:30:00.000Z', byName: null }],
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
