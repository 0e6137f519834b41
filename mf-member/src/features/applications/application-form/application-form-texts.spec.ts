import { english } from '../../../test/english.js';
import { applicationFormTexts as sentences } from './application-form-texts.js';

/** The sentences in English, as the form shows them by default. */
const applicationFormTexts = {
  draftSaved: (savedAt: string) => english(sentences.draftSaved(savedAt, 'en-CA')),
  serverDraft: (savedAt: string) => english(sentences.serverDraft(savedAt, 'en-CA')),
  browserNewer: (keptAt: string, savedAt: string) =>
    english(sentences.browserNewer(keptAt, savedAt, 'en-CA')),
};

describe('the application form’s sentences with a time in them', () => {
  it('end with one period when the time ends with "a.m." or "p.m."', () => {
    const saved = applicationFormTexts.draftSaved('2026-09-20T14:05:00Z');
    expect(saved).toMatch(/^Draft saved 2026-09-20, 10:05 a\.m\. You can finish it/);
    expect(saved).not.toContain('..');
    expect(applicationFormTexts.serverDraft('2026-09-20T14:05:00Z')).toBe(
      'We put back the draft you saved 2026-09-20, 10:05 a.m.',
    );
  });

  it('show seconds when the two "newer than" times fall in the same minute', () => {
    const text = applicationFormTexts.browserNewer('2026-09-20T14:05:41Z', '2026-09-20T14:05:12Z');
    expect(text).toContain('(2026-09-20, 10:05:41 a.m.) are newer than your saved draft');
    expect(text).toContain('(2026-09-20, 10:05:12 a.m.)');
    // A minute apart, the minutes say it.
    expect(
      applicationFormTexts.browserNewer('2026-09-20T14:06:00Z', '2026-09-20T14:05:00Z'),
    ).toContain(
      '(2026-09-20, 10:06 a.m.) are newer than your saved draft (2026-09-20, 10:05 a.m.)',
    );
  });
});
