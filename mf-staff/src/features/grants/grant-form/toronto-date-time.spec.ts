import { readGrantDate } from '@portal/contract/grants';
import { toTorontoDateTimeInput } from './toronto-date-time.js';

describe('toTorontoDateTimeInput', () => {
  it('shows an instant as Toronto wall time, in summer (UTC−4) and in winter (UTC−5)', () => {
    expect(toTorontoDateTimeInput('2026-09-01T13:00:00.000Z')).toBe('2026-09-01T09:00');
    expect(toTorontoDateTimeInput('2026-01-15T17:30:00.000Z')).toBe('2026-01-15T12:30');
  });

  it('uses 00 for midnight, not 24', () => {
    expect(toTorontoDateTimeInput('2026-09-01T04:00:00.000Z')).toBe('2026-09-01T00:00');
  });

  it('is read back by the contract as the same minute', () => {
    const instant = '2026-11-30T22:45:00.000Z';
    expect(readGrantDate(toTorontoDateTimeInput(instant), 'open')?.toISOString()).toBe(instant);
  });

  it('gives an empty input for something that is not a date', () => {
    expect(toTorontoDateTimeInput('not a date')).toBe('');
  });
});
