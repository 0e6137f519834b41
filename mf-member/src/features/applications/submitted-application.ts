import type { Application } from '@portal/contract/applications';

/** What the form passes to /user-dashboard after a submission, to say so there. */
export interface SubmittedApplication {
  id: string;
  grantTitle: string;
}

interface SubmittedApplicationState {
  submittedApplication: SubmittedApplication;
}

/** The navigation state that carries the news of a submission to the dashboard. */
export function submittedApplicationState(application: Application): SubmittedApplicationState {
  return { submittedApplication: { id: application._id, grantTitle: application.grantTitle } };
}

/** The submission a navigation state tells of, if any (history state can hold anything). */
export function readSubmittedApplication(state: unknown): SubmittedApplication | undefined {
  if (typeof state !== 'object' || state === null || !('submittedApplication' in state))
    return undefined;
  const submitted: unknown = state.submittedApplication;
  if (typeof submitted !== 'object' || submitted === null) return undefined;
  const { id, grantTitle } = submitted as Record<string, unknown>;
  return typeof id === 'string' && typeof grantTitle === 'string' ? { id, grantTitle } : undefined;
}

/** The dashboard's message: which grant, and a link to the application (see the page). */
export function submittedMessage(submitted: SubmittedApplication): string {
  return `Your application for "${submitted.grantTitle}" was submitted.`;
}
