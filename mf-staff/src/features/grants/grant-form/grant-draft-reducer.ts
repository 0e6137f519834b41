import { moveItem, removeItemAt, type MoveDirection } from '@portal/web-kit';
import type { GrantStatus, GrantType, QuestionType } from '@portal/contract/grants';
import type { GrantDraft, OptionDraft, QuestionDraft, SectionDraft } from './grant-draft.js';
import { weightsAfterAdding, weightsSpreadEvenly } from './weight-distribution.js';

/**
 * Every change the grant form makes to its draft, as one pure function (`useReducer`). Keys of
 * new items come with the action, so that the reducer stays pure (React may call it twice).
 */
export type GrantDraftAction =
  | { type: 'change-grant'; changes: Partial<GrantFields> }
  | { type: 'add-section'; key: string }
  | { type: 'remove-section'; section: number }
  | { type: 'change-section'; section: number; changes: Partial<SectionFields> }
  | { type: 'add-question'; section: number; key: string }
  | { type: 'remove-question'; section: number; question: number }
  | { type: 'change-question'; section: number; question: number; changes: Partial<QuestionFields> }
  | { type: 'change-question-type'; section: number; question: number; questionType: QuestionType }
  /** A new empty option at `position`, or at the end. */
  | { type: 'add-option'; section: number; question: number; key: string; position?: number }
  | { type: 'change-option'; section: number; question: number; option: number; text: string }
  | { type: 'remove-option'; section: number; question: number; option: number }
  | {
      type: 'move-option';
      section: number;
      question: number;
      option: number;
      direction: MoveDirection;
    }
  /** A dropdown's one default, or none (null). */
  | { type: 'choose-default'; section: number; question: number; optionKey: string | null }
  /** One of a multi-select's defaults, on or off. */
  | {
      type: 'toggle-default';
      section: number;
      question: number;
      optionKey: string;
      selected: boolean;
    }
  /** A multi-select's option that stands alone ("None of these"), on or off. */
  | {
      type: 'toggle-exclusive';
      section: number;
      question: number;
      optionKey: string;
      exclusive: boolean;
    }
  /** A section, or a question within its section, one place up or down. */
  | { type: 'move-section'; section: number; direction: MoveDirection }
  | { type: 'move-question'; section: number; question: number; direction: MoveDirection }
  /** The whole draft at once: one kept in the browser, or the grant as loaded (Discard). */
  | { type: 'replace'; draft: GrantDraft };

interface GrantFields {
  title: string;
  type: GrantType;
  description: string;
  openDate: string;
  closeDate: string;
  status: GrantStatus;
  oneApplicationPerMember: boolean;
}
type SectionFields = Pick<SectionDraft, 'label' | 'description' | 'weight'>;
type QuestionFields = Pick<
  QuestionDraft,
  'label' | 'required' | 'weight' | 'helpText' | 'minimum' | 'maximum'
>;

/** Spec §5: the last section cannot be removed ('Grant must have at least one section'). */
export function canRemoveSection(draft: GrantDraft): boolean {
  return draft.sections.length > 1;
}

export function grantDraftReducer(draft: GrantDraft, action: GrantDraftAction): GrantDraft {
  switch (action.type) {
    case 'change-grant':
      return { ...draft, ...action.changes };
    case 'add-section': {
      const weights = weightsAfterAdding(draft.sections.map((section) => section.weight));
      const added: SectionDraft = {
        key: action.key,
        label: `Section ${draft.sections.length + 1}`,
        description: '',
        weight: 0,
        questions: [],
      };
      return {
        ...draft,
        sections: [...draft.sections, added].map((section, index) => ({
          ...section,
          weight: weights[index],
        })),
      };
    }
    case 'remove-section': {
      if (!canRemoveSection(draft)) return draft;
      const left = removeItemAt(draft.sections, action.section);
      const weights = weightsSpreadEvenly(left.length);
      return {
        ...draft,
        sections: left.map((section, index) => ({ ...section, weight: weights[index] })),
      };
    }
    case 'change-section':
      return changeSection(draft, action.section, (section) => ({
        ...section,
        ...action.changes,
      }));
    case 'add-question':
      return changeSection(draft, action.section, (section) => {
        const weights = weightsAfterAdding(section.questions.map((question) => question.weight));
        const added: QuestionDraft = {
          key: action.key,
          label: `Question ${section.questions.length + 1}`,
          type: 'textarea',
          required: true,
          weight: 0,
          options: [],
          defaultKeys: [],
          helpText: '',
          minimum: '',
          maximum: '',
          exclusiveKeys: [],
        };
        return {
          ...section,
          questions: [...section.questions, added].map((question, index) => ({
            ...question,
            weight: weights[index],
          })),
        };
      });
    case 'remove-question':
      return changeSection(draft, action.section, (section) => {
        const left = removeItemAt(section.questions, action.question);
        const weights = weightsSpreadEvenly(left.length);
        return {
          ...section,
          questions: left.map((question, index) => ({ ...question, weight: weights[index] })),
        };
      });
    case 'change-question':
      return changeQuestion(draft, action.section, action.question, (question) => ({
        ...question,
        ...action.changes,
      }));
    case 'change-question-type':
      return changeQuestion(draft, action.section, action.question, (question) => ({
        ...question,
        type: action.questionType,
        defaultKeys: defaultsForType(action.questionType, question.defaultKeys),
      }));
    case 'add-option':
      return changeOptions(draft, action, (options) => {
        const added = { key: action.key, text: '' };
        const position = action.position ?? options.length;
        return [...options.slice(0, position), added, ...options.slice(position)];
      });
    case 'change-option':
      return changeOptions(draft, action, (options) =>
        options.map((option, index) =>
          index === action.option ? { ...option, text: action.text } : option,
        ),
      );
    case 'remove-option':
      return changeQuestion(draft, action.section, action.question, (question) => {
        const removed = question.options[action.option];
        return {
          ...question,
          options: removeItemAt(question.options, action.option),
          defaultKeys: question.defaultKeys.filter((key) => key !== removed?.key),
          exclusiveKeys: question.exclusiveKeys.filter((key) => key !== removed?.key),
        };
      });
    case 'move-option':
      return changeOptions(draft, action, (options) =>
        moveItem(options, action.option, action.direction),
      );
    case 'choose-default':
      return changeQuestion(draft, action.section, action.question, (question) => ({
        ...question,
        defaultKeys: action.optionKey === null ? [] : [action.optionKey],
      }));
    case 'toggle-default':
      return changeQuestion(draft, action.section, action.question, (question) => {
        const others = question.defaultKeys.filter((key) => key !== action.optionKey);
        return {
          ...question,
          defaultKeys: action.selected ? [...others, action.optionKey] : others,
        };
      });
    case 'toggle-exclusive':
      return changeQuestion(draft, action.section, action.question, (question) => {
        const others = question.exclusiveKeys.filter((key) => key !== action.optionKey);
        return {
          ...question,
          exclusiveKeys: action.exclusive ? [...others, action.optionKey] : others,
        };
      });
    case 'move-section':
      return { ...draft, sections: moveItem(draft.sections, action.section, action.direction) };
    case 'move-question':
      return changeSection(draft, action.section, (section) => ({
        ...section,
        questions: moveItem(section.questions, action.question, action.direction),
      }));
    case 'replace':
      return action.draft;
  }
}

/** A dropdown keeps one default at most; a priority question has none (its order is the default). */
function defaultsForType(type: QuestionType, defaults: string[]): string[] {
  if (type === 'dropdown') return defaults.slice(0, 1);
  if (type === 'priority') return [];
  return defaults;
}

function changeSection(
  draft: GrantDraft,
  index: number,
  change: (section: SectionDraft) => SectionDraft,
): GrantDraft {
  return {
    ...draft,
    sections: draft.sections.map((section, position) =>
      position === index ? change(section) : section,
    ),
  };
}

function changeQuestion(
  draft: GrantDraft,
  sectionIndex: number,
  questionIndex: number,
  change: (question: QuestionDraft) => QuestionDraft,
): GrantDraft {
  return changeSection(draft, sectionIndex, (section) => ({
    ...section,
    questions: section.questions.map((question, position) =>
      position === questionIndex ? change(question) : question,
    ),
  }));
}

function changeOptions(
  draft: GrantDraft,
  at: { section: number; question: number },
  change: (options: OptionDraft[]) => OptionDraft[],
): GrantDraft {
  return changeQuestion(draft, at.section, at.question, (question) => ({
    ...question,
    options: change(question.options),
  }));
}
