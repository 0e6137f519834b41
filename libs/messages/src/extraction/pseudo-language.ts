import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/**
 * The pseudo-language the screens are tested in: every English letter accented (ŝ for s), each
 * message 40% longer, between ⟦ and ⟧. A word still in plain English on a page came from outside
 * the catalogues; a ⟦ or ⟧ cut off means the text is clipped; the length finds layouts that break
 * in a longer language (French runs about 20–30% longer than English).
 */
export const pseudoLocale = 'en-XA';

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index],
  ]),
);

/**
 * The padding that makes a message 40% longer: short words of dots, so that a long message wraps
 * as a long French sentence does (a single unbroken run would measure a word no language has).
 */
const padding = (length: number) => {
  const dots = Math.ceil(length * 0.4);
  const words = Array.from({ length: Math.ceil(dots / 6) }, (_, index) =>
    '·'.repeat(Math.min(6, dots - index * 6)),
  );
  return words.join(' ');
};

/** A message's ICU text in the pseudo-language; placeholders, plurals and tags kept as they are. */
export function pseudoText(english: string): string {
  const elements = parse(english);
  const letters = countLetters(elements);
  const pseudo: MessageFormatElement[] = [
    { type: TYPE.literal, value: '⟦' },
    ...accent(elements),
    { type: TYPE.literal, value: `${padding(letters)}⟧` },
  ];
  return printAST(pseudo);
}

function accent(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) {
      return { ...element, value: [...element.value].map((c) => accented[c] ?? c).join('') };
    }
    if (element.type === TYPE.tag) return { ...element, children: accent(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: accent(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

function countLetters(elements: MessageFormatElement[]): number {
  let count = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) count += element.value.length;
    else if (element.type === TYPE.tag) count += countLetters(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      count += countLetters(element.options['other']?.value ?? []);
    } else count += 6; // a placeholder's value
  }
  return count;
}

/** A part's pseudo-language catalogue, from its English one. */
export function pseudoCatalogue(
  english: Record<string, { defaultMessage: string }>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).map(([id, { defaultMessage }]) => [id, pseudoText(defaultMessage)]),
  );
}
