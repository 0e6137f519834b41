/**
 * Text for a spreadsheet cell that a spreadsheet shows as text. A cell that begins with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is read as a formula, so it gets a leading
 * apostrophe (OWASP, CSV injection): an applicant's answer "=HYPERLINK(…)" must never run in
 * the office's spreadsheet. Only for text: the exporter writes numbers as numbers, and −5 as
 * text would come out as '-5.
 */
export function spreadsheetSafeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * One CSV field (RFC 4180) from a text: made safe as above, then quoted when it holds a comma,
 * a double quote, a carriage return or a line feed, its quotes doubled.
 */
export function csvField(value: string): string {
  const safe = spreadsheetSafeText(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
