import { portalLocale, portalTimeZone } from './portal-locale.js';

export type DateInput = string | number | Date | null | undefined;

// Built once: creating Intl formatters is slow on low-end phones.
const dateFormat = new Intl.DateTimeFormat(portalLocale, {
  timeZone: portalTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat(portalLocale, {
  timeZone: portalTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
});

/** A calendar date without a time ("2026-05-01"): already a Toronto date, never shifted. */
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "2026-05-01": the Toronto calendar date of an instant. Empty for a missing value; an
 * unreadable value is shown as it came.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string' && calendarDate.test(value)) return value;
  return format(value, dateFormat);
}

/** "2026-05-01, 4:30 p.m.": date and time in Toronto. */
export function formatDateTime(value: DateInput): string {
  return format(value, dateTimeFormat);
}

function format(value: DateInput, formatter: Intl.DateTimeFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter.format(date);
}
