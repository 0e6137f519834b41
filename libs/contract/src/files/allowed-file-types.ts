/**
 * Spec §5: the documents an application may carry, one list for the member's form (which checks
 * the extension and the browser's media type before sending: `isAllowedUpload`) and the files
 * service (which checks the extension AND the content's magic bytes). No zod here, so a form
 * can import it without the schemas.
 */
export const allowedFileTypes = [
  { extension: 'pdf', mediaType: 'application/pdf' },
  { extension: 'doc', mediaType: 'application/msword' },
  {
    extension: 'docx',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { extension: 'xls', mediaType: 'application/vnd.ms-excel' },
  {
    extension: 'xlsx',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { extension: 'jpg', mediaType: 'image/jpeg' },
  { extension: 'jpeg', mediaType: 'image/jpeg' },
  { extension: 'png', mediaType: 'image/png' },
] as const;

export type AllowedFileType = (typeof allowedFileTypes)[number];
export type AllowedExtension = AllowedFileType['extension'];
export type AllowedMediaType = AllowedFileType['mediaType'];

/** The spec's sentence for anything else (answered with 415 by the service). */
export const invalidFileTypeMessage =
  'Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.';

/** What a file input may offer (`accept` attribute). */
export const fileInputAccept = allowedFileTypes.map((type) => `.${type.extension}`).join(',');

/** The lower-cased extension of a file name ('' when none): `Report.Final.PDF` → `pdf`. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The allowed type a name's extension claims, if any. */
export function allowedTypeForName(name: string): AllowedFileType | undefined {
  const extension = fileExtension(name);
  return allowedFileTypes.find((type) => type.extension === extension);
}

/**
 * Media types that say nothing about a file: a browser gives '' or this for a type it does not
 * know (often a .docx on a computer without Office), so they neither pass nor fail a file.
 */
const uninformativeMediaTypes: readonly string[] = ['', 'application/octet-stream'];

/** Names some browsers give an allowed type besides the list's own (a progressive JPEG). */
const otherBrowserMediaTypes: readonly string[] = ['image/pjpeg'];

/**
 * Whether a chosen file may be sent (spec §5), checked by the form before a byte goes: its
 * name's extension is one of the list's, read as the files service reads it
 * (`allowedTypeForName`), and its media type, when the browser names one, is one of the
 * list's (a photo saved as .png that is really a JPEG passes: the service decides by content).
 * The extension is required, not either of the two as spec §5 allows, because the service
 * requires it: a file the form takes must not be refused at upload for its name.
 */
export function isAllowedUpload(file: { name: string; type: string }): boolean {
  if (allowedTypeForName(file.name) === undefined) return false;
  const type = file.type.trim().toLowerCase();
  return (
    uninformativeMediaTypes.includes(type) ||
    otherBrowserMediaTypes.includes(type) ||
    allowedFileTypes.some((allowed) => allowed.mediaType === type)
  );
}

/**
 * The types a browser shows itself (a PDF, a photo): they open in a new tab, under a policy that
 * runs no script; the others are downloaded.
 */
export const browserViewableMediaTypes: readonly AllowedMediaType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
];

export function opensInBrowser(mediaType: string): boolean {
  return (browserViewableMediaTypes as readonly string[]).includes(mediaType);
}
