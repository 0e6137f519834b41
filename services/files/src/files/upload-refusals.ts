import type { MultipartRefusals } from '@portal/nest-kit';

/** The parts an upload has (spec §7), for a refusal of any other. */
export const uploadPartsSentence =
  'An upload has three parts: the file (named "file"), applicationId and questionKey, each once.';

/** What an upload's body is told when the multipart reader refuses it (400s). */
export const uploadRefusals: MultipartRefusals = {
  notMultipart: { code: 'file.missing', message: 'Send the file as multipart/form-data.' },
  broken: 'file.multipart',
  tooManyFiles: { code: 'file.parts', message: 'Send one file per upload.' },
  tooManyParts: { code: 'file.parts', message: uploadPartsSentence },
  jsonField: {
    code: 'file.fields',
    message: 'Send applicationId and questionKey as plain text fields.',
  },
  notPlainText: (shown) => ({
    code: 'file.fields',
    message: `${shown} is not a short plain text field.`,
  }),
};

/**
 * The multipart limits of an upload: three parts (the file, applicationId, questionKey). The
 * file's limit sits one byte past MAX_UPLOAD_MB so the upload's own count (inspected-upload.ts)
 * sees the excess and answers 413; the others only bound the work a hostile body can cause.
 */
export const uploadLimits = (maxUploadBytes: number) => ({
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  fileSize: maxUploadBytes + 1,
});
