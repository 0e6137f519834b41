import { portalLocale } from './portal-locale.js';

const units = ['KB', 'MB', 'GB'] as const;
const oneDecimal = new Intl.NumberFormat(portalLocale, { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat(portalLocale, { maximumFractionDigits: 0 });

/** "512 bytes", "1.5 KB", "20 MB", "1.2 GB" (spec §9), in steps of 1024. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${wholeNumber.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
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
  return `${oneDecimal.format(size)} ${units[unit]}`;
}
