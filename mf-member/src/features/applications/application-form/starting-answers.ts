import { answerKey, questionAt, type Answers } from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';
import { answersWithDraft, type AnswerDraft } from './answer-draft-store.js';

/** The member's draft on the server, as far as the form's start needs it. */
export interface ServerDraftStart {
  answers: Answers;
  /** When it was last saved (ISO 8601). */
  updatedAt: string;
}

/** Why the form starts with the answers it shows. */
export type StartNotice =
  | { kind: 'server'; savedAt: string }
  | { kind: 'browser-newer'; keptAt: string; savedAt: string }
  | { kind: 'browser'; keptAt: string }
  | { kind: 'server-unavailable'; keptAt: string | undefined };

export interface StartingAnswers {
  answers: Answers;
  notice: StartNotice | undefined;
  /**
   * The files chosen in this browser that are not on the portal (the page was reloaded or left
   * before they were uploaded), by answer key: the form names each, to be chosen again.
   */
  unfinishedFiles: Record<string, string>;
}

/**
 * The answers the form starts with: the draft saved on the server, from any device;
 * or the answers kept in this browser when they are newer than it (typed after the last save,
 * or offline) or when the server's draft cannot be read; or the grant's defaults. File answers
 * come from the files already uploaded to the draft (`storedFiles`, question key → file name):
 * a browser cannot put a chosen file back, but a file on the server is there.
 */
export function startingAnswers(
  sections: readonly Section[],
  server: ServerDraftStart | null | 'unavailable',
  browser: AnswerDraft | undefined,
  storedFiles: Readonly<Record<string, string>>,
): StartingAnswers {
  const withFiles = (answers: Answers) => ({ ...answers, ...fileAnswers(sections, storedFiles) });
  const unfinishedFiles = unfinished(sections, browser, storedFiles);
  if (server === 'unavailable')
    return {
      answers: withFiles(answersWithDraft(sections, browser?.answers ?? {})),
      notice: { kind: 'server-unavailable', keptAt: browser?.savedAt },
      unfinishedFiles,
    };
  if (browser && (!server || Date.parse(browser.savedAt) > Date.parse(server.updatedAt)))
    return {
      answers: withFiles(answersWithDraft(sections, browser.answers)),
      notice: server
        ? { kind: 'browser-newer', keptAt: browser.savedAt, savedAt: server.updatedAt }
        : { kind: 'browser', keptAt: browser.savedAt },
      unfinishedFiles,
    };
  // The portal's draft is newer than this browser's answers: its files are the ones that count.
  if (server)
    return {
      answers: withFiles(answersWithDraft(sections, server.answers)),
      notice: { kind: 'server', savedAt: server.updatedAt },
      unfinishedFiles: {},
    };
  return { answers: withFiles(answersWithDraft(sections, {})), notice: undefined, unfinishedFiles };
}

/** The files this browser had chosen that are not on the portal under that name. */
function unfinished(
  sections: readonly Section[],
  browser: AnswerDraft | undefined,
  storedFiles: Readonly<Record<string, string>>,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [key, name] of Object.entries(browser?.chosenFiles ?? {}))
    if (questionAt(sections, key)?.type === 'file' && storedFiles[key] !== name) files[key] = name;
  return files;
}

/** The file questions' answers: the name of each file on the server, for questions asking one. */
function fileAnswers(
  sections: readonly Section[],
  storedFiles: Readonly<Record<string, string>>,
): Answers {
  const answers: Answers = {};
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, questionIndex) => {
      const key = answerKey(sectionIndex, questionIndex);
      const stored = storedFiles[key];
      if (question.type === 'file' && stored) answers[key] = stored;
    }),
  );
  return answers;
}
