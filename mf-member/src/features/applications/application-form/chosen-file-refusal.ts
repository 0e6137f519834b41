import { invalidFileTypeMessage, isAllowedUpload } from '@portal/contract/files';
import { uploadTexts } from './upload-texts.js';

/**
 * Why a chosen file is not taken, or null: a type the portal refuses (the contract's rule, spec
 * §5's sentence), or a size past the portal's limit, said before a byte is sent.
 */
export function chosenFileRefusal(file: File, maxUploadBytes: number | null): string | null {
  if (!isAllowedUpload(file)) return invalidFileTypeMessage;
  if (maxUploadBytes !== null && file.size > maxUploadBytes)
    return uploadTexts.tooLargeToChoose(file.size, maxUploadBytes);
  return null;
}
