import type { Application } from '@portal/contract/applications';
import { text, type Text } from '../../i18n/text.js';
import { dashboardMessages as messages } from '../../pages/user-dashboard/messages.js';

/** A file that did not arrive after the application was saved, and why. */
export interface FailedUpload {
  name: string;
  reason: string;
}

/**
 * Files that did not arrive (spec §8). `files`: some failed, each for a reason of its own.
 * `all`: none arrived, for a reason that is not theirs (the connection, the portal).
 */
export interface UploadFailures {
  kind: 'files' | 'all';
  files: FailedUpload[];
}

/** What the form passes to /user-dashboard after a submission, to say so there. */
export interface SubmittedApplication {
  id: string;
  grantTitle: string;
  /** The receipt read over the phone (`EDU-2026-000123`). */
  reference?: string;
  /** Present when some of the application's files could not be uploaded. */
  uploadFailures?: UploadFailures;
}

interface SubmittedApplicationState {
  submittedApplication: SubmittedApplication;
}

/** The navigation state that carries the news of a submission to the dashboard. */
export function submittedApplicationState(
  application: Application,
  uploadFailures?: UploadFailures,
): SubmittedApplicationState {
  return {
    submittedApplication: {
      id: application._id,
      grantTitle: application.grantTitle,
      reference: application.reference,
      ...(uploadFailures ? { uploadFailures } : {}),
    },
  };
}

/** The submission a navigation state tells of, if any (history state can hold anything). */
export function readSubmittedApplication(state: unknown): SubmittedApplication | undefined {
  if (typeof state !== 'object' || state === null || !('submittedApplication' in state))
    return undefined;
  const submitted: unknown = state.submittedApplication;
  if (typeof submitted !== 'object' || submitted === null) return undefined;
  const { id, grantTitle, reference, uploadFailures } = submitted as Record<string, unknown>;
  if (typeof id !== 'string' || typeof grantTitle !== 'string') return undefined;
  const failures = readUploadFailures(uploadFailures);
  return {
    id,
    grantTitle,
    ...(typeof reference === 'string' ? { reference } : {}),
    ...(failures ? { uploadFailures: failures } : {}),
  };
}

function readUploadFailures(value: unknown): UploadFailures | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, files } = value as Record<string, unknown>;
  if ((kind !== 'files' && kind !== 'all') || !Array.isArray(files)) return undefined;
  const failed = files.filter(
    (file): file is FailedUpload =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as Record<string, unknown>)['name'] === 'string' &&
      typeof (file as Record<string, unknown>)['reason'] === 'string',
  );
  return failed.length > 0 ? { kind, files: failed } : undefined;
}

/**
 * The dashboard's message: which grant, its reference, and a link to the application
 * (see the page).
 */
export function submittedMessage(submitted: SubmittedApplication): Text {
  const { grantTitle, reference } = submitted;
  return reference
    ? text(messages.submittedWithReference, { grantTitle, reference })
    : text(messages.submitted, { grantTitle });
}
