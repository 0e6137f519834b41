import { formatDate } from '@portal/web-kit';

const dayMs = 24 * 60 * 60 * 1000;

/** A Toronto calendar date `days` after `from`'s, as quick add wants it: `YYYY-MM-DD`. */
function torontoDatePlus(from: Date, days: number): string {
  const today = formatDate(from); // "2026-05-01", in Toronto
  const midnightUtc = Date.parse(`${today}T00:00:00Z`);
  return new Date(midnightUtc + days * dayMs).toISOString().slice(0, 10);
}

/**
 * Load sample (spec §9's example): a professional-development grant in three sections weighted
 * 20, 35 and 45, amounts in CAD, using every question type (limits, help text and an option that
 * stands alone included). It opens today and closes in 60
 * days, so that it is a grant one could publish as is.
 */
export function sampleGrant(today: Date = new Date()) {
  return {
    title: 'Educator Professional Development Grant',
    type: 'professional-development',
    description: [
      'Funding for members of the Nation who teach or support learners, to take part in courses, conferences, certification and language training.',
      '',
      'Up to $2,500 CAD per applicant for tuition, registration, travel and accommodation, paid in Canadian dollars on receipts.',
      '',
      'Eligibility: registered members working in education (teachers, educational assistants, early childhood educators, language keepers).',
      'Requirements: the program outline or registration confirmation, and a budget in CAD.',
      'Note: one grant per member per fiscal year (April 1 to March 31).',
    ].join('\n'),
    openDate: torontoDatePlus(today, 0),
    closeDate: torontoDatePlus(today, 60),
    sections: [
      {
        label: 'About You',
        description: 'Your work in education and the learners you serve.',
        weight: 20,
        questions: [
          {
            label: 'Describe your current role in education and the learners you serve.',
            type: 'textarea',
            required: true,
            weight: 40,
          },
          {
            label: 'Where do you work?',
            type: 'short-text',
            required: true,
            weight: 20,
            helpText: 'The school, centre or organization, as it is usually written.',
            min: 2,
            max: 120,
          },
          {
            label: 'What is your employment status?',
            type: 'dropdown',
            required: true,
            weight: 20,
            options: ['Full-time', 'Part-time', 'Contract', 'Volunteer'],
            defaultSelected: [],
          },
          {
            label: 'When did you start working in education?',
            type: 'date',
            required: false,
            weight: 20,
          },
        ],
      },
      {
        label: 'The Activity',
        description: 'The course, conference or training you plan to attend.',
        weight: 35,
        questions: [
          {
            label: 'Describe the activity: who offers it, where, when and what you will learn.',
            type: 'textarea',
            required: true,
            weight: 40,
          },
          {
            label: 'Which areas does it strengthen?',
            type: 'multi-select',
            required: true,
            weight: 30,
            options: [
              'Language revitalization',
              'Land-based learning',
              'Special education',
              'Curriculum development',
              'Leadership',
              'None of these',
            ],
            defaultSelected: ['Language revitalization'],
            // Chosen, it stands alone: the other areas are cleared.
            exclusiveOptions: ['None of these'],
          },
          {
            label: 'Upload the program outline or your registration confirmation.',
            type: 'file',
            required: true,
            weight: 30,
          },
        ],
      },
      {
        label: 'Budget and Community Benefit',
        description: 'What it costs, in CAD, and how the community gains from it.',
        weight: 45,
        questions: [
          {
            label: 'How much do you ask for, in CAD?',
            type: 'currency',
            required: true,
            weight: 20,
            helpText: 'Tuition or registration, travel and accommodation together: $100 to $2,500.',
            // Amounts are whole cents: $100.00 to $2,500.00.
            min: 10000,
            max: 250000,
          },
          {
            label: 'How many days does the activity last?',
            type: 'number',
            required: true,
            weight: 10,
            min: 1,
            max: 365,
          },
          {
            label: 'Give your budget line by line: tuition or registration, travel, accommodation.',
            type: 'textarea',
            required: true,
            weight: 20,
          },
          {
            label: 'Rank the benefits you expect for the community, most important first.',
            type: 'priority',
            required: true,
            weight: 20,
            options: [
              'Better teaching in our schools',
              'More language speakers',
              'Mentoring other educators',
              'New learning resources',
            ],
          },
          {
            label: 'How will you share what you learn with the community?',
            type: 'textarea',
            required: true,
            weight: 20,
          },
          {
            label:
              'I will send the receipts within 30 days of the activity, or return the funds not spent.',
            type: 'checkbox',
            required: true,
            weight: 10,
          },
        ],
      },
    ],
  };
}

/** The sample as it is pasted: indented JSON. */
export function sampleGrantJson(today: Date = new Date()): string {
  return JSON.stringify(sampleGrant(today), null, 2);
}
