import {
  questionTypesWithOptions,
  type Grant,
  type GrantStatus,
  type GrantType,
  type QuestionType,
} from '@portal/contract/grants';
import { toTorontoDateTimeInput } from './toronto-date-time.js';

/**
 * A grant as the create and edit forms hold it while staff work on it. It differs from the API's
 * grant where a form needs it to: every section, question and option has a `key` that stays
 * with it when others are added, removed or moved (React keys, focus after a move), a weight
 * may be empty while typed, dates are `datetime-local` values in Toronto time, and defaults
 * point to options by key, so renaming an option keeps it chosen.
 */
export interface GrantDraft {
  title: string;
  type: GrantType;
  description: string;
  /** `YYYY-MM-DDTHH:mm`, Toronto time (the contract's `readGrantDate` reads it so). */
  openDate: string;
  closeDate: string;
  /** Set on the edit form only: a new grant always starts as a draft on the server. */
  status: GrantStatus | null;
  /** Whether a member may have only one application to the grant (a withdrawn one aside). */
  oneApplicationPerMember: boolean;
  sections: SectionDraft[];
  /** The dates as loaded (edit form), to send unchanged when their inputs were not touched. */
  loadedDates: LoadedDates | null;
}

export interface SectionDraft {
  key: string;
  label: string;
  description: string;
  /** Percent of the grant; null while the field is empty. */
  weight: number | null;
  questions: QuestionDraft[];
}

export interface QuestionDraft {
  key: string;
  label: string;
  type: QuestionType;
  required: boolean;
  /** Percent of its section; null while the field is empty. */
  weight: number | null;
  /** Kept when the type changes to one without options, in case it changes back. */
  options: OptionDraft[];
  /** The keys of the options chosen by default: at most one for a dropdown. */
  defaultKeys: string[];
}

export interface OptionDraft {
  key: string;
  text: string;
}

interface LoadedDate {
  /** What the input showed on load. */
  input: string;
  /** The instant as the API sent it (seconds included, which a datetime-local input drops). */
  iso: string;
}
interface LoadedDates {
  openDate: LoadedDate;
  closeDate: LoadedDate;
}

let keysMade = 0;
/** A key for a new section, question or option, unique on the page. */
export function newDraftKey(): string {
  keysMade += 1;
  return `draft-${keysMade}`;
}

/** Spec §2 and §3: a new grant is a scholarship with one section, "General Information". */
export function newGrantDraft(): GrantDraft {
  return {
    title: '',
    type: 'scholarship',
    description: '',
    openDate: '',
    closeDate: '',
    status: null,
    oneApplicationPerMember: true,
    sections: [
      {
        key: newDraftKey(),
        label: 'General Information',
        description: 'Basic applicant information',
        weight: 100,
        questions: [],
      },
    ],
    loadedDates: null,
  };
}

/** The edit form's draft of a grant loaded from the API. */
export function draftFromGrant(grant: Grant, status: GrantStatus): GrantDraft {
  const openDate = toTorontoDateTimeInput(grant.openDate);
  const closeDate = toTorontoDateTimeInput(grant.closeDate);
  return {
    title: grant.title,
    type: grant.type,
    description: grant.description,
    openDate,
    closeDate,
    status,
    oneApplicationPerMember: grant.oneApplicationPerMember,
    sections: grant.sections.map((section) => ({
      key: newDraftKey(),
      label: section.label,
      description: section.description,
      weight: section.weight,
      questions: section.questions.map((question) => {
        const options = question.options.map((text) => ({ key: newDraftKey(), text }));
        return {
          key: newDraftKey(),
          label: question.label,
          type: question.type,
          required: question.required,
          weight: question.weight,
          options,
          defaultKeys: options
            .filter((option) => question.defaultSelected.includes(option.text))
            .map((option) => option.key),
        };
      }),
    })),
    loadedDates: {
      openDate: { input: openDate, iso: grant.openDate },
      closeDate: { input: closeDate, iso: grant.closeDate },
    },
  };
}

/** Whether a question of this type offers options (dropdown, multi-select, priority). */
export function takesOptions(type: QuestionType): boolean {
  return questionTypesWithOptions.includes(type);
}

/** What the form sends, before the contract's `checkGrant` has looked at it. */
export interface GrantBody {
  title: string;
  type: GrantType;
  description: string;
  openDate: string;
  closeDate: string;
  status?: GrantStatus;
  oneApplicationPerMember: boolean;
  sections: {
    label: string;
    description: string;
    weight: number | null;
    questions: {
      label: string;
      type: QuestionType;
      required: boolean;
      weight: number | null;
      options: string[];
      defaultSelected: string[];
    }[];
  }[];
}

/**
 * The grant the draft describes, in the API's shape, for `checkGrant` and then the API. Options
 * and defaults go only with the types that take them; a date input left as loaded sends the
 * loaded instant.
 */
export function grantBody(draft: GrantDraft): GrantBody {
  return {
    title: draft.title,
    type: draft.type,
    description: draft.description,
    openDate: sentDate(draft.openDate, draft.loadedDates?.openDate),
    closeDate: sentDate(draft.closeDate, draft.loadedDates?.closeDate),
    ...(draft.status ? { status: draft.status } : {}),
    oneApplicationPerMember: draft.oneApplicationPerMember,
    sections: draft.sections.map((section) => ({
      label: section.label,
      description: section.description,
      weight: section.weight,
      questions: section.questions.map((question) => {
        const withOptions = takesOptions(question.type);
        return {
          label: question.label,
          type: question.type,
          required: question.required,
          weight: question.weight,
          options: withOptions ? question.options.map((option) => option.text) : [],
          defaultSelected: withOptions
            ? question.options
                .filter((option) => question.defaultKeys.includes(option.key))
                .map((option) => option.text)
            : [],
        };
      }),
    })),
  };
}

function sentDate(input: string, loaded: LoadedDate | undefined): string {
  return loaded && input === loaded.input ? loaded.iso : input;
}
