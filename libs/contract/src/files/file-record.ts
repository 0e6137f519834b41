import { z } from 'zod';

/** Spec §3's uploader of a file (null fields when the uploader's profile is not recorded). */
export const fileUploaderSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});

/**
 * Spec §3's File record, plus `mimeType` (the type the service decided from the content).
 * `filename` is the server's object name (a uuid, never derived from the upload); `originalname`
 * is the member's name for it, for display and for the download's Content-Disposition only.
 */
export const fileRecordSchema = z.object({
  _id: z.uuid(),
  filename: z.string(),
  originalname: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
  user: fileUploaderSchema,
  applicationId: z.uuid(),
  /** The grant's title the application was made to, as known at upload. */
  applicationName: z.string().nullable(),
  applicantName: z.string().nullable(),
  questionKey: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** A question key as the application form makes it: section and question index ("0-2"). */
export const questionKeySchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}-\d{1,3}$/, 'questionKey must look like "0-2" (section-question)');

/** The multipart fields of an upload, before or after its file part. */
export const uploadFieldsSchema = z.object({
  applicationId: z.uuid({ message: 'applicationId must be an application id' }),
  questionKey: questionKeySchema,
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** `GET /api/files/application/:id`: the files of one application, keyed by questionKey. */
export const filesByQuestionSchema = z.record(z.string(), fileRecordSchema);

export const cleanupResultSchema = z.object({
  deletedCount: z.number().int().nonnegative(),
  totalOrphaned: z.number().int().nonnegative(),
  /** One sentence per file or object that could not be removed (no personal data). */
  errors: z.array(z.string()),
});
export type CleanupResult = z.infer<typeof cleanupResultSchema>;

/** What the applications service tells files about an application (its outbox, at least once). */
export const fileApplicationEventSchema = z.object({
  applicationId: z.uuid(),
  kind: z.enum(['added', 'removed']),
  at: z.iso.datetime({ offset: true }),
});
export type FileApplicationEvent = z.infer<typeof fileApplicationEventSchema>;
