import { english } from '../../../test/english.js';
import { continueText as continueSentence } from './continue-drafts.js';

const continueText = (closesAt: string | null, now: Date) =>
  english(continueSentence(closesAt, now));

describe('"Continue your application — closes in N days"', () => {
  const now = new Date('2026-09-15T16:00:00Z'); // noon in Toronto

  it('counts Toronto calendar days, today included', () => {
    expect(continueText('2026-09-18T03:59:59.999Z', now)).toBe(
      'Continue your application — closes in 3 days',
    );
    expect(continueText('2026-09-16T03:59:59.999Z', now)).toBe(
      'Continue your application — closes today',
    );
  });

  it('says when the grant has closed, and nothing of a close date it does not know', () => {
    expect(continueText('2026-09-14T03:59:59.999Z', now)).toBe(
      'Continue your application — the grant has closed',
    );
    expect(continueText(null, now)).toBe('Continue your application');
  });
});
