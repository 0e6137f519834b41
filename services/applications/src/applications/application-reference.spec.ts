import { applicationReferencePattern } from '@portal/contract';
import { formatReference } from './application-reference.js';

describe('an application reference', () => {
  it('is EDU, the year of submission in Toronto, and the number in six digits', () => {
    expect(formatReference(new Date('2026-06-15T12:00:00Z'), 123)).toBe('EDU-2026-000123');
    expect(formatReference(new Date('2026-06-15T12:00:00Z'), '1')).toMatch(
      applicationReferencePattern,
    );
  });

  it("takes Toronto's year: New Year's Eve evening there is still the old year", () => {
    expect(formatReference(new Date('2027-01-01T03:00:00Z'), 5)).toBe('EDU-2026-000005');
    expect(formatReference(new Date('2027-01-01T06:00:00Z'), 5)).toBe('EDU-2027-000005');
  });

  it('grows past six digits rather than cutting the number', () => {
    expect(formatReference(new Date('2026-06-15T12:00:00Z'), 1234567)).toBe('EDU-2026-1234567');
  });
});
