import type { FieldErrors } from '@portal/web-kit';
import type { Messages } from '@portal/web-kit/i18n';
import { loginMessages } from './messages.js';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * The login form's own check: every field required (spec §5), with the messages of the
 * contract's `loginRequestSchema`. Not the schema itself: it would bring zod (~22 KB
 * gzipped) to the most visited page of the portal, for two "required" rules. The portal
 * checks the rest and answers with its message.
 */
export function missingLoginFields(values: LoginValues, t: Messages['t']): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.email.trim() === '') errors['email'] = t(loginMessages.emailRequired);
  if (values.password === '') errors['password'] = t(loginMessages.passwordRequired);
  return errors;
}
