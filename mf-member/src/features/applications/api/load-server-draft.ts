import type { ApplicationDraft } from '@portal/contract/applications';
import { getApplicationFiles } from './get-application-files.js';
import { getDraftForGrant } from './drafts.js';

/** The member's draft for a grant (issue 12) and the files already uploaded to it. */
export interface ServerDraft {
  draft: ApplicationDraft | null;
  /** Question key → the name of the file on the portal. */
  files: Record<string, string>;
}

export async function loadServerDraft(grantId: string, signal?: AbortSignal): Promise<ServerDraft> {
  const draft = await getDraftForGrant(grantId, signal);
  if (!draft) return { draft: null, files: {} };
  const files = await getApplicationFiles(draft._id, signal);
  return {
    draft,
    files: Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.originalname])),
  };
}
