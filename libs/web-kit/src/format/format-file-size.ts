import type { FormatMessage } from '@portal/messages';
import { englishText } from './english-text.js';
import { formatMessages } from './messages.js';

const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in the unit it is written in: bytes below 1 KB, then steps of 1024 up to GB. */
export interface FileSizeParts {
  unit: 'byte' | (typeof units)[number];
  size: number;
}

/** The unit and number a size is written with ("1.5 KB" is 1.5 in kilobytes). */
export function fileSizeParts(bytes: number): FileSizeParts {
  if (bytes < 1024) return { unit: 'byte', size: bytes };
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  // 1023.96 KB would round to "1,024 KB"; show it as the next unit instead.
  if (Number(size.toFixed(1)) >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return { unit: units[unit], size };
}

/**
 * "512 bytes", "1.5 KB", "20 MB", "1.2 GB" (spec §9), in steps of 1024, in the language of `t`
 * (web-kit's words: `useKitMessages().t`): "512 octets", "1,5 Mo" in French, and a pack's own
 * units where it has them. Empty for a missing or impossible size.
 */
export function formatFileSize(
  bytes: number | null | undefined,
  t: FormatMessage = englishText,
): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  return t(formatMessages.fileSize, { ...fileSizeParts(bytes) });
}
