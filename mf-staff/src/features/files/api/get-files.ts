import { fileCalls, type FileRecord } from '@portal/contract/files';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/files/admin/all` (R): every uploaded file, orphaned ones included. */
export function getFiles(signal?: AbortSignal): Promise<FileRecord[]> {
  return callEndpoint(fileCalls.all, { signal });
}
