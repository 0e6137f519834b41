import { TZDateMini } from '@date-fns/tz';

/** Grant dates without a zone are the education office's: America/Toronto (spec §9). */
export const grantTimeZone = 'America/Toronto';

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const zonedDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Reads a grant's open or close date as sent by the quick-add JSON (`YYYY-MM-DD`), the create
 * form (`YYYY-MM-DDTHH:mm`, the office's local time) or any ISO 8601 instant. A date alone opens
 * at the start of that day and closes at its very end, in Toronto. Undefined when it is not a
 * real date (`2026-02-30`) or not one of these forms.
 */
export function readGrantDate(value: unknown, edge: 'open' | 'close'): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  let date: Date | undefined;
  const day = dateOnly.exec(text);
  const local = localDateTime.exec(text);
  if (day) {
    const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
    date =
      edge === 'open'
        ? toronto(year, month, dayOfMonth, 0, 0, 0, 0)
        : toronto(year, month, dayOfMonth, 23, 59, 59, 999);
    if (!isCalendarDay(year, month, dayOfMonth)) return undefined;
  } else if (local) {
    const [year, month, dayOfMonth, hour, minute] = local.slice(1, 6).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const second = Number(local[6] ?? 0);
    const millisecond = Number((local[7] ?? '0').padEnd(3, '0'));
    if (!isCalendarDay(year, month, dayOfMonth) || hour > 23 || minute > 59 || second > 59)
      return undefined;
    date = toronto(year, month, dayOfMonth, hour, minute, second, millisecond);
  } else if (zonedDateTime.test(text)) {
    date = new Date(text);
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function toronto(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
): Date {
  const zoned = new TZDateMini(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    millisecond,
    grantTimeZone,
  );
  return new Date(zoned.getTime());
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}
