import { fileCalls } from '@portal/contract/files';
import { callEndpoint } from '@portal/web-kit';

/** `DELETE /api/files/{id}` (R, after the screen's confirm): the record and its stored object. */
export async function deleteFile(id: string): Promise<void> {
  await callEndpoint(fileCalls.remove, { params: { id } });
}
