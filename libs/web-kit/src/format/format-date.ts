import { portalLocale, portalTimeZone } from './portal-locale.js';

export type DateInput = string | number | Date | null | undefined;

// Built once per locale: creating Intl formatters is slow on low-end phones.
const formatters = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();
function formattersFor(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    const date = {
      timeZone: portalTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    } as const;
    found = {
      date: new Intl.DateTimeFormat(locale, date),
      dateTime: new Intl.DateTimeFormat(locale, { ...date, hour: 'numeric', minute: '2-digit' }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/** A calendar date without a time ("2026-05-01"): already a Toronto date, never shifted. */
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "2026-05-01": the Toronto calendar date of an instant (the same in English and French, as
 * Canada writes it). Empty for a missing value; an unreadable value is shown as it came.
 */
export function formatDate(value: DateInput, locale: string = portalLocale): string {
  if (typeof value === 'string' && calendarDate.test(value)) return value;
  return format(value, formattersFor(locale).date);
}

/** "2026-05-01, 4:30 p.m." (in French "2026-05-01 16 h 30"): date and time in Toronto. */
export function formatDateTime(value: DateInput, locale: string = portalLocale): string {
  return format(value, formattersFor(locale).dateTime);
}

function format(value: DateInput, formatter: Intl.DateTimeFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter.format(date);
}
