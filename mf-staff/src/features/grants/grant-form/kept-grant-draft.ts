import type { DraftStorage } from '@portal/web-kit';
import {
  grantStatuses,
  grantTypes,
  questionTypes,
  type GrantStatus,
  type GrantType,
  type QuestionType,
} from '@portal/contract/grants';
import {
  newDraftKey,
  type GrantDraft,
  type OptionDraft,
  type QuestionDraft,
  type SectionDraft,
} from './grant-draft.js';

/**
 * A grant being built or edited, kept in this browser (localStorage) until it is saved, so
 * that a reload, a lost connection, a closed tab or a click elsewhere loses nothing: the form
 * opens with it again and says so (as the member's form keeps their answers). One per staff
 * account and grant (`new` for /create-grant): two people sharing a computer never get each
 * other's. Unlike a member's answers it stays after Logout: it holds no member's data, and a
 * half-built grant is the office's work.
 */
export interface KeptGrantDraft {
  /** When it was last kept (ISO 8601). */
  savedAt: string;
  /** For an edit: the grant's `updatedAt` when it was loaded, to tell a grant changed since. */
  loadedVersion: string | null;
  draft: GrantDraft;
}

/** The versioned prefix of every kept grant's key: a later shape gets a new version, not a crash. */
export const keptGrantKeyPrefix = 'portal.staff-work.grant-draft.v1';

/** The key of one account's work on one grant; `grantId` null for a new grant. */
export function keptGrantKey(userId: string, grantId: string | null): string {
  return `${keptGrantKeyPrefix}:${userId}:${grantId ?? 'new'}`;
}

/** Keeps the draft; false when the browser refused (storage full or switched off). */
export function keepGrantDraft(storage: DraftStorage, key: string, kept: KeptGrantDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

export function forgetGrantDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a draft that cannot be removed is replaced by the next one kept.
  }
}

/**
 * The kept draft, or undefined when there is none or it is not one (edited by hand, another
 * version). Every section, question and option gets a new key: the keys of the page that kept
 * it may be the ones this page gives out next.
 */
export function readGrantDraft(storage: DraftStorage, key: string): KeptGrantDraft | undefined {
  let parsed: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return undefined;
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || typeof parsed.savedAt !== 'string') return undefined;
  const loadedVersion = typeof parsed.loadedVersion === 'string' ? parsed.loadedVersion : null;
  const draft = readDraft(parsed.draft);
  return draft ? { savedAt: parsed.savedAt, loadedVersion, draft } : undefined;
}

function readDraft(value: unknown): GrantDraft | undefined {
  if (!isRecord(value) || !Array.isArray(value.sections) || value.sections.length === 0)
    return undefined;
  const sections = value.sections.map(readSection);
  if (sections.some((section) => section === undefined)) return undefined;
  const type = value.type as GrantType;
  const status = value.status as GrantStatus | null;
  if (!grantTypes.includes(type) || (status !== null && !grantStatuses.includes(status)))
    return undefined;
  return {
    title: text(value.title),
    type,
    description: text(value.description),
    openDate: text(value.openDate),
    closeDate: text(value.closeDate),
    status,
    // A draft kept before the setting existed takes the setting's default.
    oneApplicationPerMember:
      typeof value.oneApplicationPerMember === 'boolean' ? value.oneApplicationPerMember : true,
    sections: sections as SectionDraft[],
    loadedDates: readLoadedDates(value.loadedDates),
  };
}

function readSection(value: unknown): SectionDraft | undefined {
  if (!isRecord(value) || !Array.isArray(value.questions)) return undefined;
  const questions = value.questions.map(readQuestion);
  if (questions.some((question) => question === undefined)) return undefined;
  return {
    key: newDraftKey(),
    label: text(value.label),
    description: text(value.description),
    weight: weight(value.weight),
    questions: questions as QuestionDraft[],
  };
}

function readQuestion(value: unknown): QuestionDraft | undefined {
  if (!isRecord(value) || !Array.isArray(value.options)) return undefined;
  const type = value.type as QuestionType;
  if (!questionTypes.includes(type)) return undefined;
  // Defaults and standing-alone options point to options by key: new keys, the same options.
  const newKeys = new Map<string, string>();
  const options: OptionDraft[] = [];
  for (const option of value.options) {
    if (!isRecord(option) || typeof option.key !== 'string') return undefined;
    const key = newDraftKey();
    newKeys.set(option.key, key);
    options.push({ key, text: text(option.text) });
  }
  const keysOf = (list: unknown) =>
    Array.isArray(list)
      ? list.flatMap((key) =>
          typeof key === 'string' && newKeys.has(key) ? [newKeys.get(key)!] : [],
        )
      : [];
  return {
    key: newDraftKey(),
    label: text(value.label),
    type,
    required: value.required === true,
    weight: weight(value.weight),
    options,
    defaultKeys: keysOf(value.defaultKeys),
    helpText: text(value.helpText),
    minimum: text(value.minimum),
    maximum: text(value.maximum),
    exclusiveKeys: keysOf(value.exclusiveKeys),
  };
}

function readLoadedDates(value: unknown): GrantDraft['loadedDates'] {
  if (!isRecord(value)) return null;
  const date = (entry: unknown) =>
    isRecord(entry) && typeof entry.input === 'string' && typeof entry.iso === 'string'
      ? { input: entry.input, iso: entry.iso }
      : undefined;
  const openDate = date(value.openDate);
  const closeDate = date(value.closeDate);
  return openDate && closeDate ? { openDate, closeDate } : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const weight = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
