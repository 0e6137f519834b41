import { fileCalls, type FileRecord } from '@portal/contract/files';
import { pathFor } from '@portal/contract/http';
import { api } from '@portal/web-kit';

/**
 * `GET /api/files/{id}`: has the browser save the file under the name the member gave it
 * (spec §7's generic download: the bearer token and X-Auth-Token, never the token in the
 * address). Resolves false when the file could not be fetched; never rejects.
 */
export function downloadFile(file: Pick<FileRecord, '_id' | 'originalname'>): Promise<boolean> {
  return api.downloadFile(pathFor(fileCalls.download, { id: file._id }), file.originalname);
}
