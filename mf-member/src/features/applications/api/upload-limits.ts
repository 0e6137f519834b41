import { fileCalls, type UploadLimits } from '@portal/contract/files';
import { pathFor } from '@portal/contract/http';
import { callEndpoint } from '@portal/web-kit';

/** The path `getUploadLimits` asks: a page drawn with the member's data starts from its answer. */
export const uploadLimitsPath = pathFor(fileCalls.limits);

/** `GET /api/files/limits`: the largest file the portal takes (MAX_UPLOAD_MB). */
export function getUploadLimits(signal?: AbortSignal): Promise<UploadLimits> {
  return callEndpoint(fileCalls.limits, { signal });
}
