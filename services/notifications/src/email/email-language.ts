import {
  createMessageFormatter,
  interfaceLanguages,
  type Catalogue,
  type FormatMessage,
  type InterfaceLanguage,
} from '@portal/messages';
import frenchEmails from '@portal/messages/catalogues/fr-CA/emails.json' with { type: 'json' };

/**
 * What writes an email in one language: its messages, its dates, and the tags that say which
 * language it is in (the `Content-Language` header, the HTML's `lang`).
 */
export interface EmailWriter {
  /** The HTML's `lang`: 'en', 'fr', or a language pack's code ('crk'). */
  language: string;
  /** en-CA, fr-CA or a pack's locale: the `Content-Language` of the email. */
  locale: string;
  t: FormatMessage;
  /** A date and time in Toronto time, as the language writes it. */
  dateTime: (value: string | Date, options: Intl.DateTimeFormatOptions) => string;
}

/** One catalogue of a writer's chain: its messages first, the next one's where it has none. */
export interface WriterCatalogue {
  locale: string;
  catalogue: Catalogue;
}

// Toronto time, as every date of the portal.
const timeZone = 'America/Toronto';

/** The English and French catalogues of the emails, for a chain (English is the code's own). */
export function interfaceCatalogues(language: InterfaceLanguage): WriterCatalogue[] {
  const { locale } = interfaceLanguages[language];
  // The catalogue holds ICU texts as written: the server has the parser (no compiling ahead).
  return language === 'en' ? [] : [{ locale, catalogue: frenchEmails }];
}

/**
 * A writer over `catalogues` (the language's first, its fallbacks after; English last, from
 * the code). Dates are written in `dateLocale`, a locale Intl knows (a pack's own may not be).
 */
export function createEmailWriter(
  language: string,
  locale: string,
  catalogues: readonly WriterCatalogue[],
  dateLocale: string = locale,
): EmailWriter {
  const t = createMessageFormatter(catalogues);
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  return {
    language,
    locale,
    t,
    dateTime: (value, options) => {
      const key = JSON.stringify(options);
      let format = dateFormats.get(key);
      if (!format) {
        format = new Intl.DateTimeFormat(dateLocale, { ...options, timeZone });
        dateFormats.set(key, format);
      }
      return format.format(new Date(value));
    },
  };
}

// One writer per language, built when first needed and kept (formatters cache their messages).
const writers = new Map<InterfaceLanguage, EmailWriter>();

/**
 * The writer of English or French: French for 'fr' (and 'fr-…'); English for English, for an
 * account without a language, and for anything else. A language pack's writer is
 * PackEmailWriters' (pack-email-writers.service.ts), which falls back to this one.
 */
export function emailWriter(language: string | null | undefined): EmailWriter {
  const chosen: InterfaceLanguage = language?.split('-')[0] === 'fr' ? 'fr' : 'en';
  let writer = writers.get(chosen);
  if (!writer) {
    writer = createEmailWriter(
      chosen,
      interfaceLanguages[chosen].locale,
      interfaceCatalogues(chosen),
    );
    writers.set(chosen, writer);
  }
  return writer;
}
