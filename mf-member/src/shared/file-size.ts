import { fileSizeParts } from '@portal/web-kit';
import { text, type Text } from '../i18n/text.js';
import { sharedMessages } from './messages.js';

/**
 * "512 bytes", "1.5 KB", "20 MB", "1.2 GB" (spec §9), in steps of 1024 (web-kit's units), as a
 * message of the member's words: the units and the decimal mark are the reader's language's
 * ("1,5 Mo").
 */
export function fileSize(bytes: number): Text {
  if (!Number.isFinite(bytes) || bytes < 0)
    return text(sharedMessages.fileSize, { unit: 'byte', size: 0 });
  return text(sharedMessages.fileSize, { ...fileSizeParts(bytes) });
}
