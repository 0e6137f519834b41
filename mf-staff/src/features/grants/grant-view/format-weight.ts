// Built once per locale: creating Intl formatters is slow on low-end phones.
const weightFormats = new Map<string, Intl.NumberFormat>();

/** A weight as people read it in `locale`: "35%", "33.33%" (in French "33,33 %"). */
export function formatWeight(weight: number, locale: string): string {
  let format = weightFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    weightFormats.set(locale, format);
  }
  return format.format(weight / 100);
}
