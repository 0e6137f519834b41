import { english } from '../test/english.js';
import { daysLeftBadgeText as badge, daysLeftToApply } from './days-left.js';

const daysLeftBadgeText = (closeDate: string, now: Date) => english(badge(closeDate, now));

// Instants written with their Toronto offset: EDT is -04:00 (summer), EST -05:00 (winter).
const at = (iso: string) => new Date(iso);

describe('daysLeftToApply (Toronto calendar days, today counted)', () => {
  const closesEndOfSept10 = '2026-09-10'; // a date alone closes at 23:59:59.999 Toronto

  it('counts today: closing later today is 1, tomorrow 2', () => {
    expect(daysLeftToApply(closesEndOfSept10, at('2026-09-10T08:00:00-04:00'))).toBe(1);
    expect(daysLeftToApply(closesEndOfSept10, at('2026-09-09T08:00:00-04:00'))).toBe(2);
  });

  it('turns at Toronto midnight, not UTC midnight', () => {
    // 23:59 on the 3rd in Toronto is already the 4th in UTC.
    expect(daysLeftToApply(closesEndOfSept10, at('2026-09-03T23:59:59-04:00'))).toBe(8);
    expect(daysLeftToApply(closesEndOfSept10, at('2026-09-04T00:00:00-04:00'))).toBe(7);
  });

  it('is undefined once the grant has closed, to the millisecond', () => {
    expect(daysLeftToApply(closesEndOfSept10, at('2026-09-10T23:59:59.999-04:00'))).toBe(1);
    expect(daysLeftToApply(closesEndOfSept10, at('2026-09-11T00:00:00-04:00'))).toBeUndefined();
  });

  it('counts a close time during the day by its Toronto date', () => {
    const closesAtFive = '2026-09-10T17:00:00.000-04:00';
    // The evening before: two calendar days (tonight and tomorrow), though under 24 hours remain.
    expect(daysLeftToApply(closesAtFive, at('2026-09-09T20:00:00-04:00'))).toBe(2);
    expect(daysLeftToApply(closesAtFive, at('2026-09-10T16:59:00-04:00'))).toBe(1);
    expect(daysLeftToApply(closesAtFive, at('2026-09-10T17:01:00-04:00'))).toBeUndefined();
  });

  it('counts a 25-hour day (clocks back, 2026-11-01) and a 23-hour day (clocks forward, 2027-03-14) as one day each', () => {
    expect(daysLeftToApply('2026-11-02', at('2026-10-31T12:00:00-04:00'))).toBe(3);
    expect(daysLeftToApply('2026-11-02', at('2026-11-01T23:30:00-05:00'))).toBe(2);
    expect(daysLeftToApply('2027-03-15', at('2027-03-13T12:00:00-05:00'))).toBe(3);
    expect(daysLeftToApply('2027-03-15', at('2027-03-14T00:30:00-05:00'))).toBe(2);
    expect(daysLeftToApply('2027-03-15', at('2027-03-14T23:30:00-04:00'))).toBe(2);
  });

  it('reads the ISO instants the API sends', () => {
    // 2026-09-11T03:59:59.999Z is the end of 2026-09-10 in Toronto.
    expect(daysLeftToApply('2026-09-11T03:59:59.999Z', at('2026-09-10T22:00:00-04:00'))).toBe(1);
  });

  it('is undefined for a date it cannot read', () => {
    expect(daysLeftToApply('soon', at('2026-09-10T08:00:00-04:00'))).toBeUndefined();
  });
});

describe('daysLeftBadgeText (spec §9)', () => {
  const now = at('2026-09-01T09:00:00-04:00');

  it.each([
    ['2026-09-01', 'Due today'],
    ['2026-09-02', '2 d left'],
    ['2026-09-05', '5 d left'],
    ['2026-09-07', '7 d left'],
  ])('closing %s shows %s', (closeDate, text) => {
    expect(daysLeftBadgeText(closeDate, now)).toBe(text);
  });

  it('shows nothing for a grant closing after the next 7 days', () => {
    expect(daysLeftBadgeText('2026-09-08', now)).toBeUndefined();
    expect(daysLeftBadgeText('2026-12-31', now)).toBeUndefined();
  });

  it('shows nothing for a grant that has closed', () => {
    expect(daysLeftBadgeText('2026-08-31', now)).toBeUndefined();
  });

  it('says Due today from Toronto midnight of the last day until it closes', () => {
    expect(daysLeftBadgeText('2026-09-02', at('2026-09-01T23:59:59-04:00'))).toBe('2 d left');
    expect(daysLeftBadgeText('2026-09-02', at('2026-09-02T00:00:00-04:00'))).toBe('Due today');
  });
});
