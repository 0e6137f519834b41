import type { LoginResponse } from '@portal/contract';
import { fileEndpoints, type CleanupResult, type FileRecord } from '@portal/contract/files';
import { callAs } from './api-call.js';

/**
 * A member's upload of a small file, as the form sends it: multipart, applicationId and
 * questionKey before the file. Answers the status and the parsed body, whatever they are.
 */
export async function uploadThroughApi(
  baseUrl: string,
  session: LoginResponse,
  upload: { applicationId: string; questionKey: string; name: string; content: Buffer },
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('applicationId', upload.applicationId);
  form.append('questionKey', upload.questionKey);
  form.append('file', new Blob([new Uint8Array(upload.content)]), upload.name);
  const response = await fetch(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export function filesOfApplicationThroughApi(
  baseUrl: string,
  session: LoginResponse,
  applicationId: string,
): Promise<Record<string, FileRecord>> {
  return callAs(baseUrl, session, fileEndpoints.byApplication, { params: { id: applicationId } });
}

/** The file manager's list (R). */
export function allFilesThroughApi(baseUrl: string, session: LoginResponse): Promise<FileRecord[]> {
  return callAs(baseUrl, session, fileEndpoints.all);
}

/** The file manager's cleanup (R). */
export function cleanupFilesThroughApi(
  baseUrl: string,
  session: LoginResponse,
): Promise<CleanupResult> {
  return callAs(baseUrl, session, fileEndpoints.cleanup);
}

/** Downloads a file whole: the status and how many bytes came. */
export async function downloadThroughApi(
  baseUrl: string,
  session: LoginResponse,
  id: string,
): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${baseUrl}/api/files/${id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}
