import { addsUpTo100, checkGrant, questionTypes } from '@portal/contract/grants';
import { sampleGrant, sampleGrantJson } from './sample-grant.js';

describe('the quick-add sample (spec §9)', () => {
  const today = new Date('2026-05-01T16:00:00Z');

  it('is a valid grant by the rules the API applies', () => {
    const check = checkGrant(JSON.parse(sampleGrantJson(today)));

    expect(check).toEqual(expect.objectContaining({ ok: true }));
  });

  it('is a professional-development grant in three sections weighted 20, 35 and 45', () => {
    const sample = sampleGrant(today);

    expect(sample.type).toBe('professional-development');
    expect(sample.sections.map((section) => section.weight)).toEqual([20, 35, 45]);
    for (const section of sample.sections) {
      expect(addsUpTo100(section.questions.reduce((total, q) => total + q.weight, 0))).toBe(true);
    }
  });

  it('gives its amounts in CAD', () => {
    expect(sampleGrant(today).description).toContain('$2,500 CAD');
  });

  it('asks every kind of question', () => {
    const types = new Set(
      sampleGrant(today).sections.flatMap((section) => section.questions.map((q) => q.type)),
    );

    expect([...types].sort()).toEqual([...questionTypes].sort());
  });

  it('opens today in Toronto and closes 60 days later', () => {
    // 03:00 UTC on May 2 is still May 1 in Toronto.
    const sample = sampleGrant(new Date('2026-05-02T03:00:00Z'));

    expect([sample.openDate, sample.closeDate]).toEqual(['2026-05-01', '2026-06-30']);
  });
});
