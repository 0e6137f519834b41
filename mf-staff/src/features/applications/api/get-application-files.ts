import { fileCalls, type FileRecord } from '@portal/contract/files';
import { callEndpoint } from '@portal/web-kit';

/**
 * `GET /api/files/application/{id}`: the files uploaded with an application, keyed by question
 * key ("1-2"). A question whose upload failed has no entry.
 */
export function getApplicationFiles(
  applicationId: string,
  signal?: AbortSignal,
): Promise<Record<string, FileRecord>> {
  return callEndpoint(fileCalls.byApplication, { params: { id: applicationId }, signal });
}
