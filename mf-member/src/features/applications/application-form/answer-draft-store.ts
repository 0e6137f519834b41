import {
  answerKey,
  checkAnswers,
  defaultAnswers,
  questionAt,
  type AnswerValue,
  type Answers,
} from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';
import { memberDataKeyPrefix, type DraftStorage } from '@portal/web-kit';

/**
 * The answers a member has typed into a grant's form, kept in the browser (localStorage) until
 * the application is saved, so that a reload, a dropped connection or a closed tab loses nothing
 * One entry per member and grant: two members sharing a computer never see each
 * other's answers in the form. File questions are left out of the answers: a browser cannot put
 * a file back in a file input, so a kept file name would claim a file that is not there. Their
 * names are kept aside, so that the form can name a file that never reached the portal.
 */
export interface AnswerDraft {
  /** When the answers were last kept (ISO 8601). */
  savedAt: string;
  answers: Answers;
  /** The file chosen for each file question when the answers were kept, by answer key. */
  chosenFiles?: Record<string, string>;
}

/**
 * The versioned prefix of every draft's key: a later shape gets a new version, not a crash.
 * Under web-kit's member-data prefix, so Logout removes the drafts from a shared computer.
 */
export const draftKeyPrefix = `${memberDataKeyPrefix}application-draft.v1`;

export function draftStorageKey(userId: string, grantId: string): string {
  return `${draftKeyPrefix}:${userId}:${grantId}`;
}

/** Keeps the answers; false when the browser refused (storage full or switched off). */
export function keepDraft(
  storage: DraftStorage,
  key: string,
  answers: Answers,
  sections: readonly Section[],
  now: Date,
): boolean {
  const draft: AnswerDraft = {
    savedAt: now.toISOString(),
    answers: withoutFiles(answers, sections),
    chosenFiles: fileNames(answers, sections),
  };
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The kept draft, or undefined when there is none or it is not one (edited by hand, older). */
export function readDraft(storage: DraftStorage, key: string): AnswerDraft | undefined {
  let parsed: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return undefined;
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || typeof parsed['savedAt'] !== 'string') return undefined;
  const answers = parsed['answers'];
  if (!isRecord(answers)) return undefined;
  const kept: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    if (isAnswerValue(value)) kept[key] = value;
  }
  const chosenFiles: Record<string, string> = {};
  const files = parsed['chosenFiles'];
  if (isRecord(files))
    for (const [key, name] of Object.entries(files))
      if (typeof name === 'string' && name) chosenFiles[key] = name;
  return { savedAt: parsed['savedAt'], answers: kept, chosenFiles };
}

export function forgetDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a draft that cannot be removed is replaced by the next one kept.
  }
}

/**
 * The answers a form starts with: the grant's defaults (spec §5), with each kept answer that
 * still fits its question. A grant edited since (a question gone, an option renamed) keeps the
 * answers that fit and starts the others afresh, rather than sending answers the portal refuses.
 */
export function answersWithDraft(sections: readonly Section[], draft: Answers): Answers {
  const answers = defaultAnswers(sections);
  for (const key of Object.keys(answers)) {
    const value = draft[key];
    if (value !== undefined && fitsQuestion(sections, key, value)) answers[key] = value;
  }
  return answers;
}

function fitsQuestion(sections: readonly Section[], key: string, value: AnswerValue): boolean {
  const question = questionAt(sections, key);
  if (!question || question.type === 'file') return false;
  // An empty ordering leaves nothing to arrange on the screen: start from the options' order.
  if (question.type === 'priority' && value.length === 0) return false;
  const check = checkAnswers({ [key]: value }, sections);
  // Only this answer's shape matters here; the other questions are not part of this check.
  return check.ok || !check.problems.some((p) => p.key === key && p.rule !== 'required');
}

function fileNames(answers: Answers, sections: readonly Section[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers))
    if (questionAt(sections, key)?.type === 'file' && typeof value === 'string' && value)
      names[key] = value;
  return names;
}

function withoutFiles(answers: Answers, sections: readonly Section[]): Answers {
  const kept: Answers = {};
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, questionIndex) => {
      const key = answerKey(sectionIndex, questionIndex);
      const value = answers[key];
      if (question.type !== 'file' && value !== undefined) kept[key] = value;
    }),
  );
  return kept;
}

function isAnswerValue(value: unknown): value is AnswerValue {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
