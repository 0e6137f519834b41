import { fileCalls, type FileRecord } from '@portal/contract/files';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/files/admin/orphaned` (R): the files whose application no longer exists (or never did). */
export function getOrphanedFiles(signal?: AbortSignal): Promise<FileRecord[]> {
  return callEndpoint(fileCalls.orphaned, { signal });
}
