import { useQuery } from '@portal/web-kit';
import { createContext, useContext } from 'react';
import { getUploadLimits, uploadLimitsPath } from '../api/upload-limits.js';

/**
 * The largest file the portal takes, in bytes, or null until it is known (or when it could not
 * be read: the portal still refuses a larger file, with its own sentence). Given by the form to
 * its file questions, for their hint.
 */
export const UploadLimitContext = createContext<number | null>(null);

export const useUploadLimitOfForm = () => useContext(UploadLimitContext);

/**
 * The portal's upload limit (MAX_UPLOAD_MB of the files service). A page the gateway draws with
 * the member's data comes with it (prerender/data-pages.ts): the app does not ask again.
 */
export function useUploadLimit(): number | null {
  const limits = useQuery((signal) => getUploadLimits(signal), [], { path: uploadLimitsPath });
  return limits.data?.maxUploadBytes ?? null;
}
