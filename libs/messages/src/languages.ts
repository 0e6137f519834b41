/**
 * The interface languages the portal ships complete, each with the locale its numbers, money and
 * dates are written in (Canadian conventions: `1 234,56 $` and 24-hour time in French). The
 * nation's own language comes as a pack the office keeps, with a code of its own (docs/adr/0020).
 */
export const interfaceLanguages = {
  en: { locale: 'en-CA', name: 'English', listed: true },
  fr: { locale: 'fr-CA', name: 'Français', listed: true },
  // The pseudo-language the screens are tested in (every letter accented, 40% longer): chosen
  // by a test on its device, never offered in the chooser.
  'en-XA': { locale: 'en-XA', name: 'Pseudo', listed: false },
} as const;

export type InterfaceLanguage = keyof typeof interfaceLanguages;

export const defaultLanguage: InterfaceLanguage = 'en';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && Object.hasOwn(interfaceLanguages, value);
}

/**
 * The language to offer on a first visit, from the browser's list (`navigator.languages`, most
 * wanted first): the first whose primary subtag the portal speaks (`fr-FR` and `fr` are French),
 * else English.
 */
export function languageFromBrowser(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isInterfaceLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
