import type { LoginResponse } from '@portal/contract';
import { fileEndpoints, type CleanupResult, type FileRecord } from '@portal/contract/files';
import { callAs } from './api-call.js';

/** The parts of an upload (spec §7). */
export type UploadPartName = 'file' | 'applicationId' | 'questionKey';

/** The order the member's form sends the parts in: the fields, then the file. */
export const formPartOrder: UploadPartName[] = ['applicationId', 'questionKey', 'file'];

export interface UploadFormContent {
  applicationId: string;
  questionKey: string;
  name: string;
  content: Buffer;
}

/** An upload's form as a client written from spec §7 makes it: FormData, parts in `partOrder`. */
export function uploadForm(upload: UploadFormContent, partOrder = formPartOrder): FormData {
  const form = new FormData();
  for (const part of partOrder) {
    if (part === 'file')
      form.append('file', new Blob([new Uint8Array(upload.content)]), upload.name);
    else form.append(part, upload[part]);
  }
  return form;
}

/**
 * A member's upload of a small file, as a client sends it with FormData: multipart, its parts
 * appended in `partOrder` (the member's form: the fields before the file). Answers the status
 * and the parsed body, whatever they are.
 */
export async function uploadThroughApi(
  baseUrl: string,
  session: LoginResponse,
  upload: UploadFormContent,
  partOrder: UploadPartName[] = formPartOrder,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: uploadForm(upload, partOrder),
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

/** Downloads a file whole: the status and the bytes that came. */
export async function downloadBytesThroughApi(
  baseUrl: string,
  session: LoginResponse,
  id: string,
): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}/api/files/${id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
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
