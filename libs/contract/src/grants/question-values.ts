// The values of number and amount questions: how a person may type them, how they are kept, and
// how they read back. No zod here: the builder and the member's form import these.
//
// An amount of money is kept as a whole number of cents, written in digits ("123456" is
// $1,234.56), and never passes through a floating-point number: 0.1 + 0.2 is not 0.3 in binary,
// and a grant's sums must be exact. Numbers (a household size, a grade average) are kept as
// plain decimal text ("1234.5").

/** The largest amount an answer or a limit may hold: $9,999,999,999.99 (well within exact integers). */
export const maxAmountCents = 999_999_999_999;

/** The longest answer a short text question takes (a name, a program, a school). */
export const shortTextMaxLength = 500;

/** Digits allowed in a number answer, before and after the decimal point. */
export const numberDigits = { whole: 12, fraction: 6 } as const;

/** An amount as kept: whole cents in digits, no sign, no leading zeros ("0", "5", "123456"). */
export function isAmountCents(value: string): boolean {
  return /^(0|[1-9]\d{0,11})$/.test(value) && Number(value) <= maxAmountCents;
}

/** A number as kept: optional minus, digits, optional decimals, no leading zeros ("-3.5", "12"). */
export function isNumberText(value: string): boolean {
  return new RegExp(
    `^-?(0|[1-9]\\d{0,${numberDigits.whole - 1}})(\\.\\d{1,${numberDigits.fraction}})?$`,
  ).test(value);
}

// Spaces a person or a keyboard puts between thousands: space, no-break space, narrow no-break space.
const groupSpaces = /[\s\u00a0\u202f]/g;

/**
 * Reads what a person typed as a decimal number, in the ways people in Canada write one:
 * "1234.56", "1,234.56" (English), "1 234,56" (French), "1234,5". A comma or a point followed by
 * one or two digits at the end is the decimal mark; commas, points or spaces between groups of
 * three digits separate thousands. Answers `{ negative, whole, fraction }` as digit strings, or
 * undefined when the text is not such a number (letters, two decimal marks, "1,23,4").
 */
function readDecimal(
  typed: string,
  maxFraction: number,
): { negative: boolean; whole: string; fraction: string } | undefined {
  let text = typed.trim();
  const negative = text.startsWith('-') || text.startsWith('\u2212');
  if (negative) text = text.slice(1).trimStart();
  text = text.replace(groupSpaces, '');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return undefined;

  // The decimal mark is the last comma or point when it is the only one of its kind, except a
  // comma before exactly three digits: "1,234" is one thousand two hundred thirty-four, as
  // English writes it ("0,125" and "1.234,567" are decimals all the same). A point is always
  // a decimal mark, as English writes it ("3.125"); an amount then refuses the third decimal.
  const lastMark = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  let whole = text;
  let fraction = '';
  if (lastMark >= 0) {
    const mark = text[lastMark] as '.' | ',';
    const after = text.slice(lastMark + 1);
    const before = text.slice(0, lastMark);
    const markIsDecimal =
      /^\d+$/.test(after) &&
      text.indexOf(mark) === lastMark &&
      (mark === '.' || after.length !== 3 || before.includes('.') || /^0*$/.test(before));
    if (markIsDecimal) {
      whole = before;
      fraction = after;
    }
  }
  if (fraction.length > maxFraction) return undefined;
  if (whole === '') whole = '0';
  // What is left before the decimal mark: digits, or groups of three after a first group.
  if (!/^\d+$/.test(whole)) {
    const separator = /[.,]/.exec(whole)?.[0];
    if (!separator || /[.,]/.test(whole.replaceAll(separator, ''))) return undefined;
    if (!new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(whole)) return undefined;
    whole = whole.replaceAll(separator, '');
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  return { negative, whole, fraction };
}

/**
 * An amount typed in dollars ("1 234,56", "1,234.56", "$1234.5", "1234") as whole cents in
 * digits ("123456"), or undefined when it is not an amount (negative, more than two decimals,
 * above the largest amount).
 */
export function parseAmountToCents(typed: string): string | undefined {
  const text = typed
    .trim()
    .replace(/^(CAD|CA\$|C\$|\$)\s*/i, '')
    .replace(/\s*(\$|CAD)$/i, '');
  const read = readDecimal(text, 2);
  if (!read || read.negative) return undefined;
  const cents = `${read.whole}${read.fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  return isAmountCents(cents) ? cents : undefined;
}

/** A number typed ("1 234,5", "-3.25", "12") as kept ("1234.5"), or undefined when it is none. */
export function parseNumberText(typed: string): string | undefined {
  const read = readDecimal(typed, numberDigits.fraction);
  if (!read) return undefined;
  const fraction = read.fraction.replace(/0+$/, '');
  const kept = `${read.negative && (read.whole !== '0' || fraction) ? '-' : ''}${read.whole}${
    fraction ? `.${fraction}` : ''
  }`;
  return isNumberText(kept) ? kept : undefined;
}

/** Whole cents in digits as a decimal text in dollars: "123456" → "1234.56". */
export function centsToDollarText(cents: string): string {
  const digits = cents.padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

let amountFormat: Intl.NumberFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/**
 * An amount as people in the portal read it, en-CA: "$1,234.56". Formatted from its decimal
 * text (Intl formats a decimal string exactly), never from a float.
 */
export function formatAmount(cents: string | number): string {
  amountFormat ??= new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
  const text = centsToDollarText(String(cents));
  return amountFormat.format(text as Intl.StringNumericLiteral);
}

/** A kept number as people read it, en-CA: "1,234.5". */
export function formatNumber(value: string | number): string {
  numberFormat ??= new Intl.NumberFormat('en-CA', {
    maximumFractionDigits: numberDigits.fraction,
  });
  return numberFormat.format(String(value) as Intl.StringNumericLiteral);
}

/** Compares two kept numbers exactly (as decimals, not floats): negative, zero or positive. */
export function compareNumberTexts(left: string, right: string): number {
  const [leftWhole, leftFraction] = scaled(left);
  const [rightWhole, rightFraction] = scaled(right);
  const leftValue = BigInt(leftWhole + leftFraction);
  const rightValue = BigInt(rightWhole + rightFraction);
  return leftValue === rightValue ? 0 : leftValue < rightValue ? -1 : 1;
}

function scaled(value: string): [string, string] {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  return [`${negative ? '-' : ''}${whole}`, fraction.padEnd(numberDigits.fraction, '0')];
}

/** A limit set in the builder (a JS number) as kept number text, for exact comparisons. */
export function numberLimitText(limit: number): string {
  // Limits are checked to have at most `numberDigits.fraction` decimals, so this is exact.
  const text = limit.toFixed(numberDigits.fraction).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}
