import {
  allowedFileTypes,
  allowedTypeForName,
  invalidFileTypeMessage,
  isAllowedUpload,
} from '@portal/contract/files';
import { english, englishFormatter } from '../../../test/english.js';
import { chosenFileRefusal as refusalOf } from './chosen-file-refusal.js';

/** The refusal in English, or null when the file is taken. */
const chosenFileRefusal = (file: File, maxUploadBytes: number | null) =>
  english(refusalOf(file, maxUploadBytes, englishFormatter) ?? undefined) ?? null;

const chosen = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

/** Files a member might choose: each allowed type as the browser names it, and others. */
const candidates: [name: string, type: string][] = [
  ...allowedFileTypes.map((allowed): [string, string] => [
    `document.${allowed.extension}`,
    allowed.mediaType,
  ]),
  ['SCAN.PDF', ''],
  ['letter.docx', 'application/octet-stream'],
  ['photo.png', 'image/jpeg'],
  ['card.jpg', 'image/pjpeg'],
  ['notes.txt', 'text/plain'],
  ['transcript.pdf', 'text/html'],
  ['setup.pdf.exe', ''],
  ['pdf', 'application/pdf'],
  ['.pdf', 'application/pdf'],
  ['.pdf.', ''],
  ['toString', ''],
];

describe('the form refuses a chosen file by the contract’s rule', () => {
  it.each(candidates)('judges %s (%p) as the contract does', (name, type) => {
    const refusal = chosenFileRefusal(chosen(name, type), null);
    expect(refusal).toBe(isAllowedUpload({ name, type }) ? null : invalidFileTypeMessage);
  });

  it.each(candidates)(
    'never takes %s (%p) when the files service would refuse its name',
    (name, type) => {
      if (allowedTypeForName(name) !== undefined) return;
      expect(chosenFileRefusal(chosen(name, type), null)).toBe(invalidFileTypeMessage);
    },
  );

  it('refuses a file past the portal’s limit, and takes one at the limit', () => {
    expect(chosenFileRefusal(chosen('big.pdf', 'application/pdf', 11), 10)).toBe(
      'This file is 11 bytes. The largest file accepted is 10 bytes.',
    );
    expect(chosenFileRefusal(chosen('fits.pdf', 'application/pdf', 10), 10)).toBeNull();
  });
});
