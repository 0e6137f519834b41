import {
  applicationDraftCalls,
  type Answers,
  type Application,
  type ApplicationDraft,
  type ApplicationDraftSummary,
} from '@portal/contract/applications';
import { pathFor } from '@portal/contract/http';
import { callEndpoint } from '@portal/web-kit';

/** The path `getMyDrafts` asks: a page drawn with the member's data starts from its answer. */
export const myDraftsPath = pathFor(applicationDraftCalls.list);

/** `GET /api/grant-applications/drafts`: the member's drafts, closing soonest first. */
export function getMyDrafts(signal?: AbortSignal): Promise<ApplicationDraftSummary[]> {
  return callEndpoint(applicationDraftCalls.list, { signal });
}

/** The path `getDraft` asks. */
export const draftPath = (id: string) => pathFor(applicationDraftCalls.get, { id });

/** `GET /api/grant-applications/drafts/{id}`: one of the member's drafts with its answers. */
export function getDraft(id: string, signal?: AbortSignal): Promise<ApplicationDraft> {
  return callEndpoint(applicationDraftCalls.get, { params: { id }, signal });
}

/**
 * The member's draft for one grant, or null when they have none: the list first (no answers),
 * then the one draft.
 */
export async function getDraftForGrant(
  grantId: string,
  signal?: AbortSignal,
): Promise<ApplicationDraft | null> {
  const draft = draftForGrant(await getMyDrafts(signal), grantId);
  return draft ? getDraft(draft._id, signal) : null;
}

/** The member's draft of `grantId` in the list of their drafts, if there is one. */
export function draftForGrant(
  drafts: readonly ApplicationDraftSummary[],
  grantId: string,
): ApplicationDraftSummary | undefined {
  return drafts.find((candidate) => candidate.grantId === grantId);
}

/**
 * `POST /api/grant-applications/drafts`: keeps the answers on the server (made on the first
 * save, replaced after); required questions may still be empty.
 */
export function saveDraft(grantId: string, answers: Answers): Promise<ApplicationDraft> {
  return callEndpoint(applicationDraftCalls.save, { body: { grantId, answers } });
}

/**
 * `POST /api/grant-applications/drafts/{id}/submit`: the draft as saved becomes the application
 * (same id, its files with it); sent twice, it answers the same application.
 */
export function submitDraft(id: string): Promise<Application> {
  return callEndpoint(applicationDraftCalls.submit, { params: { id } });
}
