import { fileCalls, type CleanupResult } from '@portal/contract/files';
import { callEndpoint } from '@portal/web-kit';

/**
 * `POST /api/files/admin/cleanup` (R, after the screen's confirm): removes the orphaned files
 * and the stored objects no file points at; answers how many of how many went, and one sentence
 * per one that could not be removed.
 */
export function cleanUpOrphanedFiles(): Promise<CleanupResult> {
  return callEndpoint(fileCalls.cleanup);
}
