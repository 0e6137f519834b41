import { isAllowedUpload } from '@portal/contract/files';
import { text, write, type Text, type Translate } from '../../../i18n/text.js';
import { fileSize } from '../../../shared/file-size.js';
import { uploadMessages } from './upload.messages.js';

/**
 * Why a chosen file is not taken, or null: a type the portal refuses (the contract's rule, spec
 * §5's sentence), or a size past the portal's limit, said before a byte is sent. The sizes are
 * written with `t`, in the reader's units.
 */
export function chosenFileRefusal(
  file: File,
  maxUploadBytes: number | null,
  t: Translate,
): Text | null {
  if (!isAllowedUpload(file)) return text(uploadMessages.invalidFileType);
  if (maxUploadBytes !== null && file.size > maxUploadBytes)
    return text(uploadMessages.tooLargeToChoose, {
      size: write(t, fileSize(file.size)),
      maxSize: write(t, fileSize(maxUploadBytes)),
    });
  return null;
}
