import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The longest translation a pack takes: a message, not a document. */
export const maxTranslationLength = 4000;

/**
 * The placeholders a message's text uses (`{amount}`, `{count, plural, …}`, `<link>…</link>`),
 * sorted, each once. Throws on text that is not sound ICU syntax.
 */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(text));
  return [...names].sort();
}

/**
 * Why a translation cannot stand for its English message, or undefined when it can: it must be
 * sound ICU syntax, at most 4,000 characters, and use exactly the English message's placeholders
 * (a missing `{amount}` would hide the sum; an unknown one would show its braces).
 */
export function translationProblem(english: string, translation: string): string | undefined {
  if (translation.trim() === '') return 'The translation is empty.';
  if (translation.length > maxTranslationLength) {
    return `The translation is longer than ${maxTranslationLength} characters.`;
  }
  let used: string[];
  try {
    used = placeholdersOf(translation);
  } catch (error) {
    return `The translation is not sound message syntax (${syntaxErrorName(error)}): check its braces.`;
  }
  const expected = placeholdersOf(english);
  const missing = expected.filter((name) => !used.includes(name));
  const unknown = used.filter((name) => !expected.includes(name));
  if (missing.length > 0) {
    return `The translation leaves out ${missing.map((name) => `{${name}}`).join(', ')}.`;
  }
  if (unknown.length > 0) {
    return `The translation uses ${unknown.map((name) => `{${name}}`).join(', ')}, which the English message does not have.`;
  }
  return undefined;
}

function syntaxErrorName(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
