import { fileCalls, type FileRecord } from '@portal/contract/files';
import { pathFor } from '@portal/contract/http';
import { callEndpoint } from '@portal/web-kit';

/** The path `getApplicationFiles` asks. */
export const applicationFilesPath = (applicationId: string) =>
  pathFor(fileCalls.byApplication, { id: applicationId });

/**
 * `GET /api/files/application/{id}`: the files uploaded with the member's application, keyed by
 * question key ("1-2"). A question whose upload failed has no entry.
 */
export function getApplicationFiles(
  applicationId: string,
  signal?: AbortSignal,
): Promise<Record<string, FileRecord>> {
  return callEndpoint(fileCalls.byApplication, { params: { id: applicationId }, signal });
}
