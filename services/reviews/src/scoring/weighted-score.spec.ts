import type { Section } from '@portal/contract';
import {
  meanHundredths,
  scoringParts,
  spreadHundredths,
  validScoreTenths,
  weightedScore,
} from './weighted-score.js';

/** A section of `weight` percent with one question per entry of `questionWeights`. */
const section = (weight: number, questionWeights: number[]): Section => ({
  label: 'A section',
  description: '',
  weight,
  questions: questionWeights.map((questionWeight) => ({
    label: 'A question',
    type: 'textarea',
    required: true,
    weight: questionWeight,
    options: [],
    defaultSelected: [],
  })),
});

/** The same score, in tenths, for every part of the grant. */
const everyPart = (sections: Section[], tenths: number) =>
  Object.fromEntries(scoringParts(sections).map((part) => [part.key, tenths]));

// The worked example: sections weighted 20 / 35 / 45; the first has one question, the second
// weights its questions 50 / 30 / 20 (uneven: scored per question), the third 50 / 50 (even:
// scored whole).
const grant = [section(20, [100]), section(35, [50, 30, 20]), section(45, [50, 50])];

describe('the parts a reviewer scores', () => {
  it('scores a section whole unless its questions are weighted unevenly', () => {
    expect(scoringParts(grant)).toEqual([
      { key: '0', kind: 'section', sectionIndex: 0, weight: 20 },
      { key: '1-0', kind: 'question', sectionIndex: 1, questionIndex: 0, weight: 50 },
      { key: '1-1', kind: 'question', sectionIndex: 1, questionIndex: 1, weight: 30 },
      { key: '1-2', kind: 'question', sectionIndex: 1, questionIndex: 2, weight: 20 },
      { key: '2', kind: 'section', sectionIndex: 2, weight: 45 },
    ]);
  });

  it('scores whole a section with one question, equal weights or no questions', () => {
    const sections = [section(25, [100]), section(25, [25, 25, 25, 25]), section(50, [])];
    expect(scoringParts(sections).map((part) => [part.key, part.kind])).toEqual([
      ['0', 'section'],
      ['1', 'section'],
      ['2', 'section'],
    ]);
  });

  it('scores per question as soon as two weights differ, even slightly', () => {
    expect(scoringParts([section(100, [33.3, 33.3, 33.4])]).map((part) => part.key)).toEqual([
      '0-0',
      '0-1',
      '0-2',
    ]);
  });

  it('leaves out a section weighted 0 and a question weighted 0', () => {
    const sections = [section(0, [50, 30, 20]), section(0, [100]), section(100, [60, 40, 0])];
    expect(scoringParts(sections).map((part) => part.key)).toEqual(['2-0', '2-1']);
  });

  it('has nothing to score in a grant without sections', () => {
    expect(scoringParts([])).toEqual([]);
  });
});

describe('the weighted score', () => {
  it('equals the hand computation of the worked example', () => {
    // Section 2 (per question): 0.5 × 6 + 0.3 × 9.5 + 0.2 × 4 = 3 + 2.85 + 0.8 = 6.65.
    // The grant: 0.20 × 8 + 0.35 × 6.65 + 0.45 × 7.5 = 1.6 + 2.3275 + 3.375 = 7.3025 → 7.30.
    expect(weightedScore(grant, { '0': 80, '1-0': 60, '1-1': 95, '1-2': 40, '2': 75 })).toEqual({
      complete: true,
      missing: [],
      scoreHundredths: 730,
    });
  });

  it('rounds half up, once, at the end', () => {
    // 0.5 × 7.3 + 0.5 × 7.4 = 7.35 exactly → 7.35.
    const halves = [section(50, [100]), section(50, [100])];
    expect(weightedScore(halves, { '0': 73, '1': 74 }).scoreHundredths).toBe(735);
    // 0.25 × 7.1 + 0.75 × 7.0 = 1.775 + 5.25 = 7.025 exactly → 7.03.
    const quarters = [section(25, [100]), section(75, [100])];
    expect(weightedScore(quarters, { '0': 71, '1': 70 }).scoreHundredths).toBe(703);
    // 0.35 × 0 + 0.65 × 0.7 = 0.455 exactly → 0.46; floating point makes it 0.45499999999999996.
    const uneven = [section(35, [100]), section(65, [100])];
    expect(weightedScore(uneven, { '0': 0, '1': 7 }).scoreHundredths).toBe(46);
    // 0.25 × 7.1 + 0.75 × 6.9 = 1.775 + 5.175 = 6.95 → 6.95; 1/3 × 10 + 2/3 × 0 = 3.333… → 3.33.
    expect(weightedScore(quarters, { '0': 71, '1': 69 }).scoreHundredths).toBe(695);
    const thirds = [section(100, [100]), section(200, [100])];
    expect(weightedScore(thirds, { '0': 100, '1': 0 }).scoreHundredths).toBe(333);
    expect(weightedScore(thirds, { '0': 0, '1': 100 }).scoreHundredths).toBe(667);
  });

  it('rounds a section scored per question only in the grant’s total', () => {
    // Section 0: (1 × 7.0 + 2 × 7.1) / 3 = 7.0666…; the grant: 0.5 × 7.0666… + 0.5 × 7.1
    // = 7.0833… → 7.08. Rounding the section first (7.07) would give 7.085 → 7.09.
    const sections = [section(50, [10, 20]), section(50, [100])];
    expect(weightedScore(sections, { '0-0': 70, '0-1': 71, '1': 71 }).scoreHundredths).toBe(708);
  });

  it('gives 10 for full marks and 0 for none with weights of 33.3 / 33.3 / 33.4', () => {
    const sections = [section(33.3, [100]), section(33.3, [100]), section(33.4, [100])];
    expect(weightedScore(sections, everyPart(sections, 100)).scoreHundredths).toBe(1000);
    expect(weightedScore(sections, everyPart(sections, 0)).scoreHundredths).toBe(0);
    // 0.333 × 9 + 0.333 × 6 + 0.334 × 3 = 2.997 + 1.998 + 1.002 = 5.997 → 6.00.
    expect(weightedScore(sections, { '0': 90, '1': 60, '2': 30 }).scoreHundredths).toBe(600);
  });

  it('normalises weights that total 99.99, for sections and for questions', () => {
    const sections = [section(33.33, [100]), section(33.33, [100]), section(33.33, [100])];
    expect(weightedScore(sections, everyPart(sections, 100)).scoreHundredths).toBe(1000);
    expect(weightedScore(sections, everyPart(sections, 73)).scoreHundredths).toBe(730);
    expect(weightedScore(sections, everyPart(sections, 0)).scoreHundredths).toBe(0);

    const questions = [section(100, [50, 49.99])];
    expect(weightedScore(questions, everyPart(questions, 100)).scoreHundredths).toBe(1000);
    // (5000 × 8 + 4999 × 7) / 9999 = 74993 / 9999 = 7.50005… → 7.50.
    expect(weightedScore(questions, { '0-0': 80, '0-1': 70 }).scoreHundredths).toBe(750);
  });

  it('stays exact with several sections scored per question whose weights total differently', () => {
    // Question weights totalling 99.99, 100 and 100.01: each section is 8, so the grant is 8.
    const sections = [section(30, [50, 49.99]), section(30, [60, 40]), section(40, [50, 50.01])];
    const scores = { '0-0': 80, '0-1': 80, '1-0': 100, '1-1': 50, '2-0': 80, '2-1': 80 };
    expect(weightedScore(sections, scores).scoreHundredths).toBe(800);
    expect(weightedScore(sections, everyPart(sections, 100)).scoreHundredths).toBe(1000);
    // A tie through a 99.99 total: section 0 is exactly 7.3, the grant 0.5 × 7.3 + 0.5 × 7.4.
    const tie = [section(50, [50, 49.99]), section(50, [100])];
    expect(weightedScore(tie, { '0-0': 73, '0-1': 73, '1': 74 }).scoreHundredths).toBe(735);
  });

  it('gives every whole score from 0 to 10 as itself, whatever the weights', () => {
    for (let tenths = 0; tenths <= 100; tenths += 1)
      expect(weightedScore(grant, everyPart(grant, tenths)).scoreHundredths).toBe(tenths * 10);
  });

  it('is incomplete, with the missing parts in order, until every part is scored', () => {
    expect(weightedScore(grant, { '2': 75, '0': 80, '1-1': 95 })).toEqual({
      complete: false,
      missing: ['1-0', '1-2'],
      scoreHundredths: null,
    });
    expect(weightedScore(grant, {})).toEqual({
      complete: false,
      missing: ['0', '1-0', '1-1', '1-2', '2'],
      scoreHundredths: null,
    });
  });

  it('counts a value that is not whole tenths from 0 to 100 as not scored', () => {
    const base = { '0': 80, '1-0': 60, '1-1': 95, '1-2': 40 };
    for (const value of [7.5, -1, 101, Number.NaN, Infinity])
      expect(weightedScore(grant, { ...base, '2': value }).missing).toEqual(['2']);
  });

  it('ignores keys that are not parts', () => {
    const scores = { '0': 80, '1-0': 60, '1-1': 95, '1-2': 40, '2': 75 };
    // '1' is section 2 scored whole, '2-0' a question of an evenly weighted section.
    expect(
      weightedScore(grant, { ...scores, '1': 0, '2-0': 0, '7': 100, notes: 3 }).scoreHundredths,
    ).toBe(730);
  });

  it('is never complete for a grant with nothing to score', () => {
    expect(weightedScore([], {})).toEqual({ complete: false, missing: [], scoreHundredths: null });
    expect(weightedScore([section(0, [100])], { '0': 50 })).toEqual({
      complete: false,
      missing: [],
      scoreHundredths: null,
    });
  });
});

describe('a score as a reviewer types it', () => {
  it('takes 0 to 10 with at most one decimal, in tenths', () => {
    expect([0, 0.1, 0.3, 0.7, 1.1, 2.3, 4.3, 7.5, 9.9, 10].map(validScoreTenths)).toEqual([
      0, 1, 3, 7, 11, 23, 43, 75, 99, 100,
    ]);
    expect(Object.is(validScoreTenths(-0), 0)).toBe(true);
  });

  it('takes every one-decimal score from 0.0 to 10.0 as typed', () => {
    for (let tenths = 0; tenths <= 100; tenths += 1)
      expect(validScoreTenths(Number((tenths / 10).toFixed(1)))).toBe(tenths);
  });

  it('refuses more decimals, out of range, and what is not a number', () => {
    for (const refused of [
      7.55,
      0.05,
      9.99,
      7.5000001,
      -0.1,
      -1,
      10.1,
      11,
      Number.NaN,
      Infinity,
      -Infinity,
      '7',
      '7.5',
      true,
      null,
      undefined,
      [5],
      { value: 5 },
    ])
      expect(validScoreTenths(refused)).toBeNull();
  });
});

describe('reviewers’ scores together', () => {
  it('gives the mean, rounded half up', () => {
    expect(meanHundredths([730, 500, 811])).toBe(680); // 2041 / 3 = 680.33…
    expect(meanHundredths([730, 500, 812])).toBe(681); // 2042 / 3 = 680.66…
    expect(meanHundredths([1, 2])).toBe(2); // 1.5 → 2
    expect(meanHundredths([735])).toBe(735);
    expect(meanHundredths([0, 1000])).toBe(500);
    expect(meanHundredths([])).toBeNull();
  });

  it('gives the spread, highest minus lowest', () => {
    expect(spreadHundredths([730, 500, 811])).toBe(311);
    expect(spreadHundredths([735])).toBe(0);
    expect(spreadHundredths([])).toBeNull();
  });
});
