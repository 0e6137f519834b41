import { grantTimeZone, readGrantDate } from '@portal/contract/grants';
import { text, type Text } from '../i18n/text.js';
import { sharedMessages } from './messages.js';

/** Spec §9: a grant closing within this many days shows how many are left. */
export const urgentWithinDays = 7;

const dayMillis = 24 * 60 * 60 * 1000;

// Built once: creating Intl formatters is slow on low-end phones.
const torontoCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: grantTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The days a member has left to apply, counted in Toronto calendar days and counting today: a
 * grant closing later today has 1, one closing tomorrow 2. Undefined once it has closed, or for a
 * close date that cannot be read.
 *
 * Calendar days, not hours divided by 24, so that the count turns at Toronto's midnight (not at
 * the hour the grant happens to close) and a 23- or 25-hour day at a clock change counts as one
 * day. For the usual close date (a date alone, closing at the end of its Toronto day) this is the
 * same as rounding the time left up to whole days.
 */
export function daysLeftToApply(closeDate: string, now: Date): number | undefined {
  const closes = readGrantDate(closeDate, 'close');
  if (!closes || closes.getTime() < now.getTime()) return undefined;
  return torontoDayNumber(closes) - torontoDayNumber(now) + 1;
}

/**
 * The urgency badge of spec §9: 'Due today' on the last day, 'N d left' while the grant closes
 * within 7 days, and nothing otherwise (further off, or closed).
 */
export function daysLeftBadgeText(closeDate: string, now: Date): Text | undefined {
  const days = daysLeftToApply(closeDate, now);
  if (days === undefined || days > urgentWithinDays) return undefined;
  return text(sharedMessages.daysLeft, { days });
}

/** Days since 1970-01-01 of the Toronto calendar date of `instant`. */
function torontoDayNumber(instant: Date): number {
  const parts = torontoCalendar.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / dayMillis;
}
