/**
 * A membership card number as reviewers see it before they ask for it in full: every letter and
 * digit hidden but the last four digits, separators kept, so "RS-123456789" reads "••-•••••6789".
 * Zod-free, for the screens too.
 */
export function maskCardNumber(cardNumber: string): string {
  const digitPlaces = [...cardNumber.matchAll(/\p{Nd}/gu)].map((match) => match.index);
  const shown = new Set(digitPlaces.slice(-4));
  return Array.from(cardNumber, (character, index) =>
    shown.has(index) || !/[\p{L}\p{N}]/u.test(character) ? character : '•',
  ).join('');
}
