import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Catalogue, MessageDescriptor, MessageText } from './messages.js';

export type MessageValues = Record<string, PrimitiveType>;

/** Formats a message in the chosen language, falling back message by message. */
export type FormatMessage = (message: MessageDescriptor, values?: MessageValues) => string;

/**
 * A formatter for the chosen language over `catalogues`, the chosen language's first and the
 * fallbacks after (for the nation's pack: the member's second language). Each message is looked
 * up in turn, so a pack half translated shows its own words and the rest in the fallback, never
 * a key. A message in none of them is written from the code's own English text, in `locale`.
 *
 * A message is written in the locale of the catalogue it came from: a French fallback inside a
 * pack's page formats its numbers the French way, as the sentence around them reads.
 */
export function createMessageFormatter(
  catalogues: readonly { locale: string; catalogue: Catalogue }[],
  englishLocale = 'en-CA',
): FormatMessage {
  const formats = new Map<string, IntlMessageFormat | null>();
  const formatOf = (key: string, text: MessageText, locale: string) => {
    let format = formats.get(key);
    if (format === undefined) {
      try {
        format = new IntlMessageFormat(text, locale);
      } catch {
        // Text the formatter refuses (a catalogue written by hand): the next language's words.
        format = null;
      }
      formats.set(key, format);
    }
    return format;
  };
  return (message, values) => {
    for (const [index, { locale, catalogue }] of catalogues.entries()) {
      const text = catalogue[message.id];
      if (text === undefined) continue;
      const format = formatOf(`${index} ${message.id}`, text, locale);
      if (format) return String(format.format(values));
    }
    const english = formatOf(`en ${message.id}`, message.defaultMessage, englishLocale);
    return english ? String(english.format(values)) : message.id;
  };
}
