/**
 * What a file question takes (spec §5, §9; decisions §4): PDF, Word, Excel, JPEG and PNG. The
 * form checks the name's extension and, when the browser names one, the media type; the files
 * service checks the extension and the content again when the file is uploaded.
 */
export const allowedUploads: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
};

/** For the file input's `accept`: the picker offers these first (a hint, not a check). */
export const acceptedUploads = Object.keys(allowedUploads)
  .map((extension) => `.${extension}`)
  .join(',');

/** Spec §5, verbatim. */
export const invalidFileTypeMessage =
  'Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.';

/**
 * Media types that say nothing about the file: a browser gives '' or this for a type it does not
 * know (often a .docx on a computer without Office), so they neither pass nor fail a file.
 */
const unnamedTypes = new Set(['', 'application/octet-stream']);

const allowedMediaTypes = new Set(Object.values(allowedUploads).flat());

/**
 * Whether a chosen file may be sent: its extension is one of the eight, and its media type, when
 * the browser names one, is one of theirs (a photo saved as .png that is really a JPEG passes).
 * The extension is required (not either of the two, as spec §5 allows) because the files
 * service requires it: a file the form takes must not be refused at upload.
 */
export function isAllowedUpload(file: { name: string; type: string }): boolean {
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!Object.hasOwn(allowedUploads, extension)) return false;
  const type = file.type.trim().toLowerCase();
  return unnamedTypes.has(type) || allowedMediaTypes.has(type);
}
