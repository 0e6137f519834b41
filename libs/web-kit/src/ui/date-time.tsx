import { formatDateTime } from '../format/format-date.js';

/** "2026-09-30, 11:59 p.m.", breaking only between the date and the time on a narrow screen. */
export function DateTime({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(', ');
  return (
    <time dateTime={value}>
      <span className="date-part">{time ? `${date},` : date}</span>
      {time && (
        <>
          {' '}
          <span className="date-part">{time}</span>
        </>
      )}
    </time>
  );
}
