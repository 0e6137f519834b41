import { checkGrant, type GrantProblem } from '@portal/contract/grants';
import { describeProblems, fieldName } from './form-problems.js';
import { createMessageFormatter } from '@portal/messages';
import { createGrantWording, editGrantWording } from './grant-form-wording.js';

/** The English the screens show by default. */
const t = createMessageFormatter([]);

function problemsOf(grant: unknown): GrantProblem[] {
  const check = checkGrant(grant);
  return check.ok ? [] : check.problems;
}

const unbalanced = {
  title: 'Bursary',
  type: 'scholarship',
  description: '',
  openDate: '2026-09-01T09:00',
  closeDate: '2026-10-01T17:00',
  sections: [
    {
      label: 'Plans',
      description: '',
      weight: 70,
      questions: [
        {
          label: 'Goals',
          type: 'textarea',
          required: true,
          weight: 30,
          options: [],
          defaultSelected: [],
        },
        {
          label: 'Trade',
          type: 'dropdown',
          required: true,
          weight: 30,
          options: [],
          defaultSelected: [],
        },
      ],
    },
    { label: 'About you', description: '', weight: 20.05, questions: [] },
  ],
};

describe('describeProblems', () => {
  it('words the weight totals as the create screen does (spec §5, Inline)', () => {
    const { totals } = describeProblems(problemsOf(unbalanced), createGrantWording, t);
    expect(totals).toEqual({
      sections: 'Section weights must sum to 100%. Current total: 90.05%',
      'sections.0.questions': 'Question weights must sum to 100%. Current total: 60%',
    });
  });

  it('words the weight totals as the edit screen does (spec §5, Edit grant)', () => {
    const { totals } = describeProblems(problemsOf(unbalanced), editGrantWording, t);
    expect(totals).toEqual({
      sections: 'Section weights must add up to 100%. Current total: 90.05%.',
      'sections.0.questions':
        'Questions in section "Plans" must add up to 100%. Current total: 60%.',
    });
  });

  it('names a section without a label by its number in the edit wording', () => {
    const unlabelled = {
      ...unbalanced,
      sections: [
        { ...unbalanced.sections[1], weight: 100 },
        { ...unbalanced.sections[0], label: '', weight: 0 },
      ],
    };
    expect(
      describeProblems(problemsOf(unlabelled), editGrantWording, t).totals['sections.1.questions'],
    ).toBe('Questions in section "Section 2" must add up to 100%. Current total: 60%.');
  });

  it('places every other problem at its field, by the same name the form gives the field', () => {
    const { fields } = describeProblems(
      problemsOf({ ...unbalanced, title: ' ', openDate: '' }),
      createGrantWording,
      t,
    );
    expect(fields).toEqual({
      title: 'Enter a title',
      openDate: 'Enter the open date and time',
      [fieldName('sections', 0, 'questions', 1, 'options')]: 'Add at least one option',
    });
  });

  it('accepts a total within 0.01 of 100 (spec §9)', () => {
    const nearly = {
      ...unbalanced,
      sections: [{ ...unbalanced.sections[1], weight: 99.995 }],
    };
    expect(describeProblems(problemsOf(nearly), createGrantWording, t)).toEqual({
      totals: {},
      fields: {},
    });
  });
});
