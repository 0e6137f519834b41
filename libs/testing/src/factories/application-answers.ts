/**
 * Answers to every question of `grantInput()`'s grant, as the member's form sends them (keys
 * `section-question`, spec §3): text, a date, one option, several options, a file name, an
 * ordering of every priority item, and a ticked checkbox. `overrides` replace single answers;
 * tests break one rule at a time from here.
 */
export function applicationAnswers(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    '0-0': 'I am training as an electrician and want to work in the community.',
    '0-1': '2001-04-09',
    '1-0': 'Trade apprenticeship',
    '1-1': ['Tuition', 'Travel'],
    '1-2': 'acceptance-letter.pdf',
    '2-0': ['Working in the community', 'Starting a business', 'Further study'],
    '2-1': 'yes',
    ...overrides,
  };
}
