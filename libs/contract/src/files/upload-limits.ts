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

/**
 * MAX_UPLOAD_MB, the largest upload in megabytes (decisions §4: larger is a 413), with its one
 * default: the files service counts it on the stream, the gateway refuses a larger body before
 * it is sent whole, and the launcher checks it before it starts the portal.
 */
export const uploadLimitEnv = {
  MAX_UPLOAD_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive('must be more than 0')
    .max(10_240, 'must be at most 10240')
    .default(25),
};
