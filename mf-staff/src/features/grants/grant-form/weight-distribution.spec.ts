import { weightsAfterAdding, weightsSpreadEvenly } from './weight-distribution.js';

const total = (weights: number[]) => weights.reduce((sum, weight) => sum + weight, 0);
/** Every weight is a whole number of tenths (spec §9: step 0.1). */
const inTenths = (weights: number[]) =>
  weights.every((weight) => Math.abs(weight * 10 - Math.round(weight * 10)) < 1e-9);

describe('weightsAfterAdding', () => {
  it('gives the first item of an empty list 100', () => {
    expect(weightsAfterAdding([])).toEqual([100]);
  });

  it('halves one item of 100', () => {
    expect(weightsAfterAdding([100])).toEqual([50, 50]);
  });

  it('makes 33.3, 33.3, 33.4 of two halves: the step left over goes to the last', () => {
    expect(weightsAfterAdding([50, 50])).toEqual([33.3, 33.3, 33.4]);
  });

  it('gives the new item 100/(n+1) and scales the others by n/(n+1)', () => {
    expect(weightsAfterAdding([60, 40])).toEqual([40, 26.7, 33.3]);
    // 26.25 and 33.75 lose the same by rounding: the later one gets the step.
    expect(weightsAfterAdding([20, 35, 45])).toEqual([15, 26.2, 33.8, 25]);
    expect(weightsAfterAdding([25, 25, 25, 25])).toEqual([20, 20, 20, 20, 20]);
  });

  it('shares the rest by the current weights when they do not add up to 100', () => {
    // The new one gets a third; the other two thirds are split 3:1.
    expect(weightsAfterAdding([30, 10])).toEqual([50, 16.7, 33.3]);
  });

  it('shares the rest equally when every current weight is 0 or empty', () => {
    expect(weightsAfterAdding([0, null])).toEqual([33.3, 33.3, 33.4]);
  });

  it('keeps a weight of 0 at 0', () => {
    expect(weightsAfterAdding([100, 0])).toEqual([66.7, 0, 33.3]);
  });

  it('always totals exactly 100 in steps of 0.1, for lists of 0 to 60 items', () => {
    let weights: number[] = [];
    for (let count = 0; count < 60; count += 1) {
      weights = weightsAfterAdding(weights);
      expect(weights).toHaveLength(count + 1);
      expect(inTenths(weights)).toBe(true);
      expect(Math.round(total(weights) * 10)).toBe(1000);
      expect(weights.every((weight) => weight >= 0 && weight <= 100)).toBe(true);
    }
  });
});

describe('weightsSpreadEvenly', () => {
  it('spreads 100 over what is left after a removal', () => {
    expect(weightsSpreadEvenly(1)).toEqual([100]);
    expect(weightsSpreadEvenly(2)).toEqual([50, 50]);
    expect(weightsSpreadEvenly(3)).toEqual([33.3, 33.3, 33.4]);
    expect(weightsSpreadEvenly(6)).toEqual([16.6, 16.6, 16.7, 16.7, 16.7, 16.7]);
  });

  it('gives nothing for nothing left (a section whose last question was removed)', () => {
    expect(weightsSpreadEvenly(0)).toEqual([]);
  });

  it('totals exactly 100 in steps of 0.1 for up to 100 items', () => {
    for (let count = 1; count <= 100; count += 1) {
      const weights = weightsSpreadEvenly(count);
      expect(inTenths(weights)).toBe(true);
      expect(Math.round(total(weights) * 10)).toBe(1000);
    }
  });
});
