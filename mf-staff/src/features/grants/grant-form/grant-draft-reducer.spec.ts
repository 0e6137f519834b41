import type { GrantDraft } from './grant-draft.js';
import { newGrantDraft } from './grant-draft.js';
import { grantDraftReducer, type GrantDraftAction } from './grant-draft-reducer.js';

const apply = (draft: GrantDraft, ...actions: GrantDraftAction[]) =>
  actions.reduce(grantDraftReducer, draft);
const sectionWeights = (draft: GrantDraft) => draft.sections.map((section) => section.weight);
const questions = (draft: GrantDraft, section = 0) => draft.sections[section].questions;

describe('grantDraftReducer', () => {
  describe('sections', () => {
    it('names a new section "Section N" and redistributes the weights proportionally', () => {
      const draft = apply(
        newGrantDraft(),
        { type: 'add-section', key: 's2' },
        { type: 'add-section', key: 's3' },
      );
      expect(draft.sections.map((section) => section.label)).toEqual([
        'General Information',
        'Section 2',
        'Section 3',
      ]);
      expect(sectionWeights(draft)).toEqual([33.3, 33.3, 33.4]);
      expect(draft.sections[2]).toMatchObject({ key: 's3', description: '', questions: [] });
    });

    it('spreads the weights equally when a section is removed', () => {
      const draft = apply(
        newGrantDraft(),
        { type: 'add-section', key: 's2' },
        { type: 'add-section', key: 's3' },
        { type: 'change-section', section: 0, changes: { weight: 80 } },
        { type: 'change-section', section: 1, changes: { weight: 15 } },
        { type: 'change-section', section: 2, changes: { weight: 5 } },
        { type: 'remove-section', section: 1 },
      );
      expect(draft.sections.map((section) => section.key)).toEqual([expect.any(String), 's3']);
      expect(sectionWeights(draft)).toEqual([50, 50]);
    });

    it('never removes the last section', () => {
      const draft = newGrantDraft();
      expect(grantDraftReducer(draft, { type: 'remove-section', section: 0 })).toBe(draft);
    });
  });

  describe('questions', () => {
    it('adds "Question N", a required text answer, redistributing the weights', () => {
      const draft = apply(
        newGrantDraft(),
        { type: 'add-question', section: 0, key: 'q1' },
        { type: 'add-question', section: 0, key: 'q2' },
      );
      expect(questions(draft)).toEqual([
        expect.objectContaining({
          label: 'Question 1',
          type: 'textarea',
          required: true,
          weight: 50,
        }),
        expect.objectContaining({
          label: 'Question 2',
          type: 'textarea',
          required: true,
          weight: 50,
        }),
      ]);
    });

    it('spreads the question weights equally on removal, and leaves none when the last goes', () => {
      let draft = apply(
        newGrantDraft(),
        { type: 'add-question', section: 0, key: 'q1' },
        { type: 'add-question', section: 0, key: 'q2' },
        { type: 'add-question', section: 0, key: 'q3' },
        { type: 'change-question', section: 0, question: 0, changes: { weight: 90 } },
        { type: 'remove-question', section: 0, question: 2 },
      );
      expect(questions(draft).map((question) => question.weight)).toEqual([50, 50]);
      draft = apply(
        draft,
        { type: 'remove-question', section: 0, question: 0 },
        { type: 'remove-question', section: 0, question: 0 },
      );
      expect(questions(draft)).toEqual([]);
    });
  });

  describe('options and defaults', () => {
    /** A question of `type` with options A, B and C. */
    function withOptions(type: 'dropdown' | 'multi-select' | 'priority') {
      return apply(
        newGrantDraft(),
        { type: 'add-question', section: 0, key: 'q' },
        { type: 'change-question-type', section: 0, question: 0, questionType: type },
        { type: 'add-option', section: 0, question: 0, key: 'a' },
        { type: 'add-option', section: 0, question: 0, key: 'b' },
        { type: 'add-option', section: 0, question: 0, key: 'c' },
        { type: 'change-option', section: 0, question: 0, option: 0, text: 'A' },
        { type: 'change-option', section: 0, question: 0, option: 1, text: 'B' },
        { type: 'change-option', section: 0, question: 0, option: 2, text: 'C' },
      );
    }
    const texts = (draft: GrantDraft) => questions(draft)[0].options.map((option) => option.text);

    it('moves priority options up and down and removes them', () => {
      let draft = withOptions('priority');
      draft = apply(
        draft,
        { type: 'move-option', section: 0, question: 0, option: 2, direction: 'up' },
        { type: 'move-option', section: 0, question: 0, option: 0, direction: 'up' },
      );
      expect(texts(draft)).toEqual(['A', 'C', 'B']);
      draft = apply(draft, { type: 'remove-option', section: 0, question: 0, option: 0 });
      expect(texts(draft)).toEqual(['C', 'B']);
    });

    it('inserts a new option where asked (Enter in an option adds one below it)', () => {
      const draft = apply(withOptions('priority'), {
        type: 'add-option',
        section: 0,
        question: 0,
        key: 'new',
        position: 1,
      });
      expect(texts(draft)).toEqual(['A', '', 'B', 'C']);
    });

    it('keeps one default for a dropdown, several for a multi-select', () => {
      const dropdown = apply(
        withOptions('dropdown'),
        { type: 'choose-default', section: 0, question: 0, optionKey: 'a' },
        { type: 'choose-default', section: 0, question: 0, optionKey: 'c' },
      );
      expect(questions(dropdown)[0].defaultKeys).toEqual(['c']);
      expect(
        questions(
          apply(dropdown, { type: 'choose-default', section: 0, question: 0, optionKey: null }),
        )[0].defaultKeys,
      ).toEqual([]);

      const multi = apply(
        withOptions('multi-select'),
        { type: 'toggle-default', section: 0, question: 0, optionKey: 'a', selected: true },
        { type: 'toggle-default', section: 0, question: 0, optionKey: 'c', selected: true },
        { type: 'toggle-default', section: 0, question: 0, optionKey: 'a', selected: false },
        { type: 'toggle-default', section: 0, question: 0, optionKey: 'b', selected: true },
      );
      expect(questions(multi)[0].defaultKeys).toEqual(['c', 'b']);
    });

    it('keeps one default when a multi-select becomes a dropdown, none for a priority question', () => {
      const multi = apply(
        withOptions('multi-select'),
        { type: 'toggle-default', section: 0, question: 0, optionKey: 'b', selected: true },
        { type: 'toggle-default', section: 0, question: 0, optionKey: 'c', selected: true },
      );
      const dropdown = apply(multi, {
        type: 'change-question-type',
        section: 0,
        question: 0,
        questionType: 'dropdown',
      });
      expect(questions(dropdown)[0].defaultKeys).toEqual(['b']);
      const priority = apply(multi, {
        type: 'change-question-type',
        section: 0,
        question: 0,
        questionType: 'priority',
      });
      expect(questions(priority)[0].defaultKeys).toEqual([]);
    });

    it('forgets a removed option as a default', () => {
      const draft = apply(
        withOptions('multi-select'),
        { type: 'toggle-default', section: 0, question: 0, optionKey: 'b', selected: true },
        { type: 'remove-option', section: 0, question: 0, option: 1 },
      );
      expect(questions(draft)[0].defaultKeys).toEqual([]);
    });
  });
});
