import fc from 'fast-check';
import {
  centsToDollarText,
  compareNumberTexts,
  formatAmount,
  formatNumber,
  isAmountCents,
  isNumberText,
  maxAmountCents,
  numberLimitText,
  parseAmountToCents,
  parseNumberText,
} from './question-values.js';

describe('amounts typed by a member', () => {
  it.each([
    ['1234.56', '123456'],
    ['1,234.56', '123456'],
    ['1 234,56', '123456'],
    ['1\u00a0234,56', '123456'],
    ['1\u202f234,56', '123456'],
    ['$1,234.56', '123456'],
    ['1 234,56 $', '123456'],
    ['CAD 1234.5', '123450'],
    ['1234', '123400'],
    ['1,234', '123400'],
    ['1,234,567', '123456700'],
    ['1.234,56', '123456'],
    ['0,5', '50'],
    ['.99', '99'],
    ['0', '0'],
    ['007', '700'],
    ['  12  ', '1200'],
  ])('reads %j as %s cents', (typed, cents) => {
    expect(parseAmountToCents(typed)).toBe(cents);
  });

  it.each([
    '',
    'abc',
    '12abc',
    '-5',
    '1.234',
    '12.345',
    '1,23,4',
    '1.234.56',
    '1,2345',
    '1e5',
    '5.',
    '10000000000000',
    'NaN',
    'Infinity',
  ])('refuses %j', (typed) => {
    expect(parseAmountToCents(typed)).toBeUndefined();
  });

  it('never loses a cent: every amount written the three ways reads back as its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxAmountCents }), (cents) => {
        const dollars = centsToDollarText(String(cents));
        const [whole, fraction] = dollars.split('.') as [string, string];
        const grouped = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
        expect(parseAmountToCents(dollars)).toBe(String(cents));
        expect(parseAmountToCents(`${grouped(',')}.${fraction}`)).toBe(String(cents));
        expect(parseAmountToCents(`${grouped(' ')},${fraction}`)).toBe(String(cents));
      }),
    );
  });
});

describe('amounts kept and shown', () => {
  it('are whole cents in digits, at most the largest amount', () => {
    for (const kept of ['0', '5', '123456', String(maxAmountCents)])
      expect(isAmountCents(kept)).toBe(true);
    for (const refused of ['', '-1', '01', '1.5', '12 34', String(maxAmountCents + 1), '1e3'])
      expect(isAmountCents(refused)).toBe(false);
  });

  it('read as people in the portal read money: en-CA dollars', () => {
    expect(formatAmount('123456')).toBe('$1,234.56');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatAmount('0')).toBe('$0.00');
    expect(formatAmount(String(maxAmountCents))).toBe('$9,999,999,999.99');
  });
});

describe('numbers typed by a member', () => {
  it.each([
    ['12', '12'],
    ['3.5', '3.5'],
    ['3,5', '3.5'],
    ['3.125', '3.125'],
    ['1 234,5', '1234.5'],
    ['1,234.50', '1234.5'],
    ['-7', '-7'],
    ['\u22127', '-7'],
    ['-0', '0'],
    ['2.000', '2'],
    ['0,125', '0.125'],
  ])('reads %j as %s', (typed, kept) => {
    expect(parseNumberText(typed)).toBe(kept);
  });

  it.each(['', 'twelve', '1..2', '1,2,3', '--1', '1.2345678', '1234567890123'])(
    'refuses %j',
    (typed) => {
      expect(parseNumberText(typed)).toBeUndefined();
    },
  );

  it('are kept as decimal text and compared exactly', () => {
    expect(isNumberText('12')).toBe(true);
    expect(isNumberText('-0.25')).toBe(true);
    expect(isNumberText('012')).toBe(false);
    expect(isNumberText('1e3')).toBe(false);
    expect(compareNumberTexts('0.3', numberLimitText(0.1 + 0.2))).toBe(0);
    expect(compareNumberTexts('-3.5', '-3')).toBeLessThan(0);
    expect(compareNumberTexts('10', '9.999999')).toBeGreaterThan(0);
    expect(formatNumber('1234.5')).toBe('1,234.5');
  });
});
