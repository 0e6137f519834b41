import { formatDate, formatDateTime } from './format-date.js';

describe('formatDate', () => {
  it('shows the en-CA date in Toronto, not in UTC', () => {
    // 03:00 UTC on 1 March is still 28 February in Toronto (UTC-5).
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('2026-02-28');
  });

  it('follows daylight saving time', () => {
    // 03:30 UTC on 1 July is 23:30 on 30 June in Toronto (UTC-4, EDT).
    expect(formatDate('2026-07-01T03:30:00Z')).toBe('2026-06-30');
    // ...and 04:30 UTC is already 1 July.
    expect(formatDate('2026-07-01T04:30:00Z')).toBe('2026-07-01');
  });

  it('keeps a calendar date as it is instead of shifting it a day back', () => {
    expect(formatDate('2026-05-01')).toBe('2026-05-01');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date('2026-12-24T17:00:00Z'))).toBe('2026-12-24');
    expect(formatDate(Date.UTC(2026, 0, 15, 12))).toBe('2026-01-15');
  });

  it('shows nothing for a missing date and an unreadable one as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows date and time in Toronto, en-CA style', () => {
    expect(formatDateTime('2026-03-01T03:00:00Z')).toMatch(/^2026-02-28, 10:00\sp\.m\.$/u);
    expect(formatDateTime('2026-07-15T13:05:00Z')).toMatch(/^2026-07-15, 9:05\sa\.m\.$/u);
  });
});
