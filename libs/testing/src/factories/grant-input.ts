/**
 * A grant as the create screen sends it, following every rule (spec §5): the spec's example of a
 * professional-development grant with three sections weighted 20, 35 and 45, every question type
 * in it. `overrides` replace top-level fields; tests break one rule at a time from here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests set any field to any value to break one rule
export function grantInput(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    title: 'Trades and Professional Development Fund',
    type: 'professional-development',
    description:
      'Support for members training in a trade or a profession.\nEligibility: members of the Nation.\nNote: amounts are in CAD.',
    openDate: '2026-01-05',
    closeDate: '2027-12-31',
    sections: [
      {
        label: 'General Information',
        description: 'Basic applicant information',
        weight: 20,
        questions: [
          { label: 'Tell us about yourself', type: 'textarea', weight: 60, required: true },
          { label: 'Date of birth', type: 'date', weight: 40, required: true },
        ],
      },
      {
        label: 'Program',
        description: 'The training you plan',
        weight: 35,
        questions: [
          {
            label: 'Program type',
            type: 'dropdown',
            weight: 30,
            required: true,
            options: ['Trade apprenticeship', 'College diploma', 'Certificate'],
            defaultSelected: ['Certificate'],
          },
          {
            label: 'Costs to cover (CAD)',
            type: 'multi-select',
            weight: 30,
            required: true,
            options: ['Tuition', 'Books and tools', 'Travel', 'Childcare'],
            defaultSelected: ['Tuition'],
          },
          { label: 'Letter of acceptance', type: 'file', weight: 40, required: false },
        ],
      },
      {
        label: 'Commitment',
        description: 'Your plans after training',
        weight: 45,
        questions: [
          {
            label: 'Rank what matters most to you',
            type: 'priority',
            weight: 50,
            required: true,
            options: ['Working in the community', 'Further study', 'Starting a business'],
          },
          {
            label: 'I confirm the information is true',
            type: 'checkbox',
            weight: 50,
            required: true,
          },
        ],
      },
    ],
    ...overrides,
  };
}
