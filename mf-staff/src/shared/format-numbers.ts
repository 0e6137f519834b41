import { centsToDollarText, numberDigits } from '@portal/contract/grants';

// Built once per locale: creating Intl formatters is slow on low-end phones.
const amountFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function formatFor(
  formats: Map<string, Intl.NumberFormat>,
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(locale, format);
  }
  return format;
}

/**
 * An amount kept in cents as people read it in `locale`: "$1,234.56", in French "1 234,56 $".
 * The contract's `formatAmount` writes en-CA only. Formatted from its decimal text (Intl
 * formats a decimal string exactly), never from a float.
 */
export function formatAmount(cents: string | number, locale: string): string {
  const format = formatFor(amountFormats, locale, { style: 'currency', currency: 'CAD' });
  return format.format(centsToDollarText(String(cents)) as Intl.StringNumericLiteral);
}

/** A kept number as people read it in `locale`: "1,234.5", in French "1 234,5". */
export function formatNumber(value: string | number, locale: string): string {
  const format = formatFor(numberFormats, locale, {
    maximumFractionDigits: numberDigits.fraction,
  });
  return format.format(String(value) as Intl.StringNumericLiteral);
}
