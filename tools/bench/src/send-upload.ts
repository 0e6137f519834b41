import { performance } from 'node:perf_hooks';
import { request, type Dispatcher } from 'undici';
import { uploadBody, type UploadBodyOptions } from './upload-body.js';

export interface UploadOutcome {
  /** The answer's status; 0 when the connection failed. */
  status: number;
  ms: number;
  fileBytes: number;
  /** The size the files service recorded (201 only). */
  storedBytes?: number;
  /** Why it failed, without the body sent (status and code, or the connection error). */
  problem?: string;
}

/** `POST /api/files/upload` through the gateway as `token`, the body generated as it is sent. */
export async function sendUpload(
  gateway: string,
  token: string,
  body: UploadBodyOptions,
  dispatcher?: Dispatcher,
): Promise<UploadOutcome> {
  const upload = uploadBody(body);
  const started = performance.now();
  try {
    const answer = await request(`${gateway}/api/files/upload`, {
      method: 'POST',
      dispatcher,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': upload.contentType,
        'content-length': String(upload.contentLength),
      },
      body: upload.stream,
    });
    const text = await answer.body.text();
    const ms = performance.now() - started;
    if (answer.statusCode !== 201) {
      const code = (safeJson(text) as { code?: string } | undefined)?.code;
      return {
        status: answer.statusCode,
        ms,
        fileBytes: body.fileBytes,
        problem: `${answer.statusCode}${code ? ` ${code}` : ''}`,
      };
    }
    const storedBytes = (safeJson(text) as { size?: number } | undefined)?.size;
    return {
      status: answer.statusCode,
      ms,
      fileBytes: body.fileBytes,
      storedBytes,
      problem:
        storedBytes === body.fileBytes
          ? undefined
          : `201 with size ${storedBytes}, ${body.fileBytes} sent`,
    };
  } catch (error) {
    upload.stream.destroy();
    return {
      status: 0,
      ms: performance.now() - started,
      fileBytes: body.fileBytes,
      problem: error instanceof Error ? error.message : 'the connection failed',
    };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
