import { z } from 'zod';

/**
 * The language an account reads the portal and its emails in: 'en' or 'fr' today, later also
 * the code of a language pack the office keeps ('oj', 'crk-CA'): a primary subtag of two or
 * three letters and, at most, one more subtag. Identity's database checks the same pattern.
 */
export const userLanguagePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** Every account has one: English until its holder chooses another. */
export const defaultUserLanguage = 'en';

const languageMessage = 'Language must be a language code such as en or fr';

export const userLanguageField = z
  .string({ error: languageMessage })
  .max(12, languageMessage)
  .regex(userLanguagePattern, languageMessage);

/** `PUT /api/users/me/language`: the signed-in account's language, for the screens and emails. */
export const updateLanguageRequestSchema = z.object({ language: userLanguageField });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;
