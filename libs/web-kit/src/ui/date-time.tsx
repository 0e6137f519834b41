import { formatDate, formatDateTime } from '../format/format-date.js';
import { useKitMessages } from '../i18n/kit-messages.js';

/**
 * "2026-09-30, 11:59 p.m." (in French "2026-09-30 23 h 59"), breaking only between the date and
 * the time on a narrow screen.
 */
export function DateTime({ value }: { value: string }) {
  const { locale } = useKitMessages();
  const [date, time] = dateAndTime(value, locale);
  return (
    <time dateTime={value}>
      <span className="date-part">{date}</span>
      {time && (
        <>
          {' '}
          <span className="date-part">{time}</span>
        </>
      )}
    </time>
  );
}

/** The date (with the locale's separator after it, "2026-09-30,") and the time. */
function dateAndTime(value: string, locale: string): [string, string] {
  const whole = formatDateTime(value, locale);
  const date = formatDate(value, locale);
  if (!date || !whole.startsWith(date)) return [whole, ''];
  const rest = whole.slice(date.length);
  const separator = /^[^\p{L}\p{N}]*/u.exec(rest)?.[0] ?? '';
  return [`${date}${separator.trimEnd()}`, rest.slice(separator.length)];
}
