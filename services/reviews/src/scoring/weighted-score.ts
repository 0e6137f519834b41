import type { Section } from '@portal/contract';

/** One part a reviewer scores: a section as a whole, or a question where the grant weights questions. */
export interface ScoringPart {
  /** `"<s>"` for a section, `"<s>-<q>"` for a question (from 0): the keys the answers use. */
  key: string;
  kind: 'section' | 'question';
  sectionIndex: number;
  /** Only for a question. */
  questionIndex?: number;
  /** Percent: of the grant for a section, of its section for a question. */
  weight: number;
}

export interface WeightedScore {
  /** Every part has a score. */
  complete: boolean;
  /** The parts without a score, in part order. */
  missing: string[];
  /** Hundredths of a point, 0–1000 (7.35 points is 735); null until every part is scored. */
  scoreHundredths: number | null;
}

/**
 * The parts of a grant a reviewer scores, in the grant's order. A section weighted 0 counts for
 * nothing, so it is not scored. A section whose questions carry at least two different weights
 * is scored question by question (each question weighted above 0): the grant's builder weighted
 * them on purpose. Otherwise (one question, equal weights, no questions) the section is one part.
 */
export function scoringParts(sections: readonly Section[]): ScoringPart[] {
  const parts: ScoringPart[] = [];
  sections.forEach((section, sectionIndex) => {
    if (hundredths(section.weight) <= 0) return;
    if (weighsQuestions(section)) {
      section.questions.forEach((question, questionIndex) => {
        if (hundredths(question.weight) > 0)
          parts.push({
            key: `${sectionIndex}-${questionIndex}`,
            kind: 'question',
            sectionIndex,
            questionIndex,
            weight: question.weight,
          });
      });
    } else {
      parts.push({
        key: String(sectionIndex),
        kind: 'section',
        sectionIndex,
        weight: section.weight,
      });
    }
  });
  return parts;
}

/**
 * The application's score from one reviewer's scores (tenths, 0–100, by part key; keys that are
 * not parts are ignored, and a value that is not a whole number of tenths from 0 to 100 counts
 * as not scored). A grant with nothing to score is never complete.
 *
 * score = Σ Ws × section / Σ Ws over the scored sections, where a section scored per question is
 * Σ Wq × score_q / Σ Wq over its scored questions. Each weight becomes a whole number of
 * hundredths of a percent, and the sum stays one exact fraction until a single division at the
 * end, rounded half up to hundredths of a point: weights totalling 99.99 still give 10 for full
 * marks, and 0.35 × 0 + 0.65 × 0.7 is 0.455 → 0.46 (floating point makes it 0.454999…, 0.45).
 *
 * The fraction's denominator is the product of the per-question sections' Σ Wq (each about
 * 10 000), so with three such sections whose weights total 99.99, 100 and 100.01 (a valid grant)
 * it is about 10^12 and the numerator about 2 × 10^19: past Number.MAX_SAFE_INTEGER (9 × 10^15).
 * Hence BigInt, which holds any grant exactly; the result itself is 0–1000.
 */
export function weightedScore(
  sections: readonly Section[],
  scores: Readonly<Record<string, number>>,
): WeightedScore {
  const parts = scoringParts(sections);
  const missing = parts
    .filter((part) => scoreOf(scores, part.key) === null)
    .map((part) => part.key);
  if (parts.length === 0 || missing.length > 0)
    return { complete: false, missing, scoreHundredths: null };

  // Σ Ws × (sectionNumerator / sectionDenominator), kept as numerator / denominator.
  let numerator = 0n;
  let denominator = 1n;
  let sectionWeights = 0n;
  for (const [sectionIndex, sectionParts] of bySection(parts)) {
    const sectionWeight = BigInt(hundredths(sections[sectionIndex].weight));
    let sectionNumerator = 0n;
    let sectionDenominator = 0n;
    for (const part of sectionParts) {
      // A section scored whole is its one score with weight 1: the same formula.
      const weight = part.kind === 'question' ? BigInt(hundredths(part.weight)) : 1n;
      sectionNumerator += weight * BigInt(scoreOf(scores, part.key) as number);
      sectionDenominator += weight;
    }
    numerator = numerator * sectionDenominator + sectionWeight * sectionNumerator * denominator;
    denominator *= sectionDenominator;
    sectionWeights += sectionWeight;
  }
  // In tenths the score is numerator / total; in hundredths, 10 × that, rounded half up:
  // floor((20 × numerator + total) / (2 × total)).
  const total = denominator * sectionWeights;
  const scoreHundredths = Number((20n * numerator + total) / (2n * total));
  return { complete: true, missing: [], scoreHundredths };
}

/**
 * A score as a person types it: a number from 0 to 10 with at most one decimal, in tenths
 * (7.5 → 75); null for anything else (7.55, −1, 10.1, NaN, Infinity, text).
 */
export function validScoreTenths(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 10) return null;
  const tenths = Math.round(value * 10);
  // 0.3 × 10 is 3.0000000000000004, so compare the other way round: a value with one decimal is
  // exactly the number its tenths divided by 10 make (division is correctly rounded).
  if (tenths / 10 !== value) return null;
  return tenths + 0; // never −0
}

/** The mean of scores in hundredths of a point, rounded half up; null when there are none. */
export function meanHundredths(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const sum = scores.reduce((total, score) => total + score, 0);
  return Math.floor((2 * sum + scores.length) / (2 * scores.length));
}

/** How far reviewers disagree: the highest score minus the lowest; null when there are none. */
export function spreadHundredths(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  let lowest = scores[0];
  let highest = scores[0];
  for (const score of scores) {
    lowest = Math.min(lowest, score);
    highest = Math.max(highest, score);
  }
  return highest - lowest;
}

/** "The grant weights questions": they carry at least two different weights. */
function weighsQuestions(section: Section): boolean {
  return new Set(section.questions.map((question) => hundredths(question.weight))).size >= 2;
}

/** A weight in percent as whole hundredths of a percent (33.3 → 3330); unreadable is 0. */
function hundredths(weight: number): number {
  return Number.isFinite(weight) ? Math.round(weight * 100) : 0;
}

function scoreOf(scores: Readonly<Record<string, number>>, key: string): number | null {
  if (!Object.hasOwn(scores, key)) return null;
  const value = scores[key];
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

function bySection(parts: ScoringPart[]): Map<number, ScoringPart[]> {
  const sections = new Map<number, ScoringPart[]>();
  for (const part of parts) {
    const list = sections.get(part.sectionIndex);
    if (list) list.push(part);
    else sections.set(part.sectionIndex, [part]);
  }
  return sections;
}
