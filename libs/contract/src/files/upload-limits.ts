import { z } from 'zod';

/**
 * How large a file the portal takes (MAX_UPLOAD_MB of the files service), told to the member's
 * form so that it says the limit in the upload hint and refuses a larger file when it is chosen,
 * before a byte is sent.
 */
export const uploadLimitsSchema = z.object({
  /** The largest file accepted, in bytes. */
  maxUploadBytes: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
