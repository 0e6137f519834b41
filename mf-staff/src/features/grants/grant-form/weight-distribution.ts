import { weightStep } from '@portal/contract/grants';

/**
 * How weights move when a section or question is added or removed (spec §5: "New sections and
 * questions redistribute weights proportionally; removal spreads weights equally"). Every result
 * is in steps of `weightStep` (0.1) and totals exactly 100, so a grant built only with the add
 * and remove buttons always passes the 100% rule.
 */

const stepsIn100 = Math.round(100 / weightStep);

/**
 * The weights after adding one item at the end: the new item gets 100/(n+1) and the others
 * share the rest in proportion to their current weights (that is, each scaled by n/(n+1) when
 * they add up to 100). When they are all 0 or empty, the rest is shared equally.
 */
export function weightsAfterAdding(current: readonly (number | null)[]): number[] {
  const count = current.length + 1;
  const newShare = 100 / count;
  const rest = 100 - newShare;
  const weights = current.map((weight) => Math.max(weight ?? 0, 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) =>
    total > 0 ? (weight / total) * rest : rest / current.length,
  );
  return inSteps([...exact, newShare]);
}

/** `count` weights as equal as steps of 0.1 allow, totalling 100 (33.3, 33.3, 33.4). */
export function weightsSpreadEvenly(count: number): number[] {
  if (count <= 0) return [];
  return inSteps(Array.from({ length: count }, () => 100 / count));
}

/**
 * Rounds weights that total 100 to steps of 0.1 that still total exactly 100 (the largest
 * remainder method): each is rounded down, then the steps left over go to the weights that lost
 * the most by rounding, the later ones first on a tie, so 100/3 gives 33.3, 33.3, 33.4.
 */
function inSteps(exact: readonly number[]): number[] {
  // A hair of tolerance, so that 33.3 computed as 33.29999… is not rounded down to 33.2.
  const scaled = exact.map((weight) => (weight / 100) * stepsIn100);
  const steps = scaled.map((value) => Math.floor(value + 1e-9));
  let left = stepsIn100 - steps.reduce((sum, value) => sum + value, 0);
  const byRemainder = scaled
    // Remainders compared to a millionth of a step: 26.25 and 33.75 tie, float noise aside.
    .map((value, index) => ({ index, remainder: Math.round((value - steps[index]) * 1e6) }))
    .sort((a, b) => b.remainder - a.remainder || b.index - a.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    steps[index] += 1;
    left -= 1;
  }
  return steps.map((value) => value / (stepsIn100 / 100));
}
