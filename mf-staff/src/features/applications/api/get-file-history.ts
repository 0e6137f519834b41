import { fileCalls, type FileHistoryEntry } from '@portal/contract/files';
import { callEndpoint } from '@portal/web-kit';

/**
 * `GET /api/files/application/{id}/history` (staff): the application's earlier files, replaced
 * after it was submitted (their bytes kept) or removed by an admin (recorded only).
 */
export function getFileHistory(
  applicationId: string,
  signal?: AbortSignal,
): Promise<FileHistoryEntry[]> {
  return callEndpoint(fileCalls.history, { params: { id: applicationId }, signal });
}
