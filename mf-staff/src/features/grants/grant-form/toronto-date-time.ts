import { grantTimeZone } from '@portal/contract/grants';

// Built once: creating Intl formatters is slow on low-end phones.
const torontoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: grantTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The value of a `datetime-local` input (`2026-09-01T09:00`) for an instant, in the education
 * office's time zone: the contract's `readGrantDate` reads such a value back as Toronto time,
 * so a grant's dates show and save the same wherever the staff member's computer is set.
 * Empty for a value that is not a date.
 */
export function toTorontoDateTimeInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = torontoParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
