import { z } from 'zod';

/**
 * An earlier file of an application, in its history (staff only): `replaced` by a newer upload
 * after the application was submitted (still downloadable at `/api/files/history/{_id}`), or
 * `removed` by an administrator (recorded; its bytes are gone).
 */
export const fileHistoryEntrySchema = z.object({
  _id: z.uuid(),
  applicationId: z.uuid(),
  questionKey: z.string(),
  event: z.enum(['replaced', 'removed']),
  /** When it was replaced or removed (ISO 8601). */
  at: z.iso.datetime({ offset: true }),
  /** Who replaced or removed it (an account id). */
  actorId: z.uuid(),
  originalname: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
  uploadedAt: z.iso.datetime({ offset: true }),
  /** True while its bytes are kept (a replaced file). */
  downloadable: z.boolean(),
});
export type FileHistoryEntry = z.infer<typeof fileHistoryEntrySchema>;
