import { grantTimeZone } from '@portal/contract';

/** The database sequence every reference's number comes from (migration 1766300000000). */
export const referenceSequence = 'application_reference_seq';

const torontoYear = new Intl.DateTimeFormat('en-CA', { timeZone: grantTimeZone, year: 'numeric' });

/**
 * The receipt of an application: `EDU-<year>-<number>`, short enough to read over the
 * phone. The year is the submission's in Toronto (the office's), the number the next of one
 * PostgreSQL sequence, padded to six digits (more once past 999,999): unique without a lock,
 * and in submission order. A number taken by a transaction that then rolls back is skipped,
 * which no one relies on.
 */
export function formatReference(submittedAt: Date, number: number | string): string {
  const digits = String(number);
  return `EDU-${torontoYear.format(submittedAt)}-${digits.padStart(6, '0')}`;
}
