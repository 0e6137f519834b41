import {
  centsToDollarText,
  numberLimitText,
  parseAmountToCents,
  parseNumberText,
  questionTypesWithLimits,
  questionTypesWithOptions,
  type Grant,
  type GrantStatus,
  type GrantType,
  type Question,
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
  /** Shown under the question on the member's form; '' for none. */
  helpText: string;
  /**
   * A short text's, number's or amount's minimum and maximum as typed ('' for none): a length
   * in characters, a number, or an amount in dollars ("1,500.00"; sent as whole cents).
   */
  minimum: string;
  maximum: string;
  /** A multi-select's options that stand alone ("None of these"), by key. */
  exclusiveKeys: string[];
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

/**
 * Spec §2 and §3: a new grant is a scholarship with one section, "General Information" (the
 * create page passes its name and description in the staff member's language).
 */
export function newGrantDraft(
  firstSection: { label: string; description: string } = {
    label: 'General Information',
    description: 'Basic applicant information',
  },
): GrantDraft {
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
        label: firstSection.label,
        description: firstSection.description,
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
        const keysOf = (texts: readonly string[] | undefined) =>
          options.filter((option) => texts?.includes(option.text)).map((option) => option.key);
        return {
          key: newDraftKey(),
          label: question.label,
          type: question.type,
          required: question.required,
          weight: question.weight,
          options,
          defaultKeys: keysOf(question.defaultSelected),
          helpText: question.helpText ?? '',
          minimum: limitInput(question.type, question.min),
          maximum: limitInput(question.type, question.max),
          exclusiveKeys: keysOf(question.exclusiveOptions),
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

/** Whether a question of this type has a minimum and a maximum (short text, number, amount). */
export function takesLimits(type: QuestionType): boolean {
  return questionTypesWithLimits.includes(type);
}

/** A stored limit as its field shows it: an amount in dollars ("1500.00"), else as it is. */
function limitInput(type: QuestionType, limit: number | undefined): string {
  if (limit === undefined) return '';
  return type === 'currency' ? centsToDollarText(String(limit)) : numberLimitText(limit);
}

/**
 * A limit as typed, as the portal takes it: a whole number of characters, a number, or an
 * amount in whole cents. Text it cannot read is sent as typed, for the contract's check to
 * name (the field shows its problem); an empty field sends nothing.
 */
function limitValue(type: QuestionType, typed: string): number | string | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  if (type === 'currency') {
    const cents = parseAmountToCents(text);
    return cents === undefined ? text : Number(cents);
  }
  const number = parseNumberText(text);
  return number === undefined ? text : Number(number);
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
    questions: (Omit<Question, 'weight' | 'min' | 'max'> & {
      weight: number | null;
      /** A number, or the text typed when it is none (the contract's check names it). */
      min?: number | string;
      max?: number | string;
    })[];
  }[];
}

/**
 * The grant the draft describes, in the API's shape, for `checkGrant` and then the API. Options
 * and defaults go only with the types that take them, limits with short text, number and
 * amount, standing-alone options with a multi-select; a date input left as loaded sends the
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
        const textsOf = (keys: readonly string[]) =>
          question.options
            .filter((option) => keys.includes(option.key))
            .map((option) => option.text);
        const min = takesLimits(question.type)
          ? limitValue(question.type, question.minimum)
          : undefined;
        const max = takesLimits(question.type)
          ? limitValue(question.type, question.maximum)
          : undefined;
        const exclusive = question.type === 'multi-select' ? textsOf(question.exclusiveKeys) : [];
        const helpText = question.helpText.trim();
        return {
          label: question.label,
          type: question.type,
          required: question.required,
          weight: question.weight,
          options: withOptions ? question.options.map((option) => option.text) : [],
          defaultSelected: withOptions ? textsOf(question.defaultKeys) : [],
          // The newer fields only where they say something: a grant without them reads as before.
          ...(helpText ? { helpText } : {}),
          ...(min !== undefined ? { min } : {}),
          ...(max !== undefined ? { max } : {}),
          ...(exclusive.length > 0 ? { exclusiveOptions: exclusive } : {}),
        };
      }),
    })),
  };
}

function sentDate(input: string, loaded: LoadedDate | undefined): string {
  return loaded && input === loaded.input ? loaded.iso : input;
}
