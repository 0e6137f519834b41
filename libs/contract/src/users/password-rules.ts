/**
 * What makes a password acceptable when one is set (registration, a reset, an invitation):
 * long enough, and not one that others would guess. The length is checked everywhere (the
 * forms, the schemas); whether it is commonly used only by identity, which holds the list
 * (`POST /api/users/password-check` lets a form say so while the person types). Passwords set
 * before this rule keep working for sign-in. Zod-free, for the screens.
 */
export const passwordMinLength = 12;
export const passwordMaxLength = 256;

export const passwordTexts = {
  /** Under every field where a password is chosen. */
  hint: `At least ${passwordMinLength} characters. Not a password others use or could guess.`,
  tooShort: `Password must be at least ${passwordMinLength} characters`,
  tooCommon: 'This password is too common. Choose one that others would not guess.',
  acceptable: 'This password will do.',
} as const;

/** "3 more characters needed" while a password is still too short (0: long enough). */
export function charactersStillNeeded(password: string): number {
  return Math.max(0, passwordMinLength - password.length);
}
