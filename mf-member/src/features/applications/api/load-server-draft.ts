import type { ApplicationDraft, ApplicationDraftSummary } from '@portal/contract/applications';
import type { FileRecord } from '@portal/contract/files';
import type { DrawnAnswers } from '@portal/web-kit';
import { applicationFilesPath, getApplicationFiles } from './get-application-files.js';
import { draftForGrant, draftPath, getDraftForGrant, myDraftsPath } from './drafts.js';

/** The member's draft for a grant and the files already uploaded to it. */
export interface ServerDraft {
  draft: ApplicationDraft | null;
  /** Question key → the name of the file on the portal. */
  files: Record<string, string>;
}

export async function loadServerDraft(grantId: string, signal?: AbortSignal): Promise<ServerDraft> {
  const draft = await getDraftForGrant(grantId, signal);
  if (!draft) return { draft: null, files: {} };
  return serverDraft(draft, await getApplicationFiles(draft._id, signal));
}

/**
 * The GET calls `loadServerDraft` makes, as far as `answers` tell: the drafts' list, then,
 * when the member has a draft of this grant, the draft and its files. For a page drawn with the
 * member's data (the gateway asks them in that order).
 */
export function serverDraftCalls(grantId: string, answers: DrawnAnswers): string[] {
  const drafts = answers.get(myDraftsPath) as ApplicationDraftSummary[] | undefined;
  const draft = drafts && draftForGrant(drafts, grantId);
  return draft
    ? [myDraftsPath, draftPath(draft._id), applicationFilesPath(draft._id)]
    : [myDraftsPath];
}

/** What `loadServerDraft` would give, read from `answers`; undefined when a call is missing. */
export function drawnServerDraft(grantId: string, answers: DrawnAnswers): ServerDraft | undefined {
  const calls = serverDraftCalls(grantId, answers);
  if (!calls.every((call) => answers.has(call))) return undefined;
  const [, draftCall, filesCall] = calls;
  if (!draftCall || !filesCall) return { draft: null, files: {} };
  return serverDraft(
    answers.get(draftCall) as ApplicationDraft,
    answers.get(filesCall) as Record<string, FileRecord>,
  );
}

function serverDraft(draft: ApplicationDraft, files: Record<string, FileRecord>): ServerDraft {
  return {
    draft,
    files: Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.originalname])),
  };
}
