import {
  noticeMessage,
  noticeMessageHeading,
  noticeNextSteps,
  noticeSubject,
  notificationEventKinds,
  type NoticeFacts,
} from '@portal/contract';
import { emailWriter } from './email-language.js';
import { noticeEmailWords } from './notice-email-words.js';

const base = {
  applicationId: '7a0f3c1e-8f0b-4b7e-9a55-0d6c2f1e4b21',
  grantId: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  grantTitle: 'Trades & Technology Bursary',
  closesAt: '2026-12-01T04:59:00.000Z',
  hoursBefore: 24,
};

/** Every kind with and without a reference, each status, requests with few and many questions. */
const cases: NoticeFacts[] = notificationEventKinds.flatMap((kind) =>
  [
    { reference: 'EDU-2026-000123' },
    { reference: null },
    ...['approved', 'rejected', 'reviewed', 'needsMoreInfo', 'submitted', 'withdrawn', 'odd'].map(
      (status) => ({ reference: 'EDU-2026-000124', status }),
    ),
    { reference: 'EDU-2026-000125', questionLabels: ['Your income', 'Your school'] },
    { reference: 'EDU-2026-000126', questionLabels: ['Your income'], questionCount: 2 },
    { reference: 'EDU-2026-000127', questionLabels: ['Your income'], questionCount: 5 },
    { reference: null, closesAt: null, hoursBefore: 72 },
  ].map((facts) => ({ ...base, kind, ...facts })),
);

describe("a notice email's words", () => {
  const english = emailWriter('en');

  it.each(cases.map((facts) => [`${facts.kind} ${JSON.stringify(facts)}`, facts] as const))(
    'are the inbox’s English words, word for word: %s',
    (_name, facts) => {
      const words = noticeEmailWords(facts, english);
      expect(words).toEqual({
        subject: noticeSubject(facts),
        sentence: noticeMessage(facts),
        heading: noticeMessageHeading(facts),
        nextSteps: noticeNextSteps(facts),
      });
    },
  );

  it('are French for a French reader, with French dates in Toronto time', () => {
    const words = noticeEmailWords(
      { ...base, kind: 'draftReminder', reference: null },
      emailWriter('fr'),
    );
    expect(words.subject).toBe('Rappel\u00a0: Trades & Technology Bursary ferme dans 24 heures');
    expect(words.sentence).toContain('n’est pas encore soumis');
    expect(words.sentence).toContain('(2026-11-30 23 h 59, heure de Toronto)');
  });

  it('are English for a language the emails do not speak yet (a pack), and French for fr-CA', () => {
    expect(emailWriter('crk').locale).toBe('en-CA');
    expect(emailWriter(undefined).locale).toBe('en-CA');
    expect(emailWriter('fr-CA').locale).toBe('fr-CA');
  });
});
