import {
  charactersStillNeeded,
  passwordCalls,
  type PasswordCheckRequest,
} from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { useShellMessages } from '../i18n/shell-messages.js';
import { newPasswordMessages } from './messages.js';

/** How long typing must pause before the portal is asked: one question per pause, not per key. */
export const passwordCheckDelayMs = 400;

export interface PasswordCheckState {
  /** True when the portal said the password will do; false when it said why not; else null. */
  acceptable: boolean | null;
  /** What to say under the field now ('' for nothing). */
  text: string;
}

type Owner = Omit<PasswordCheckRequest, 'password'>;

/**
 * The password rule, shown live while a password is chosen: the characters still missing at
 * once, then, once it is long enough and typing pauses, whether it is too common, as identity
 * judges it (`POST /api/users/password-check`). The list of common passwords stays on the
 * server: it is far too large for a member's download on a slow link. A check that fails (no
 * connection, too many) says nothing: the form's own sending checks again.
 */
export function usePasswordCheck(password: string, owner: Owner = {}): PasswordCheckState {
  const { t } = useShellMessages();
  const [answer, setAnswer] = useState<{ password: string; acceptable: boolean; text: string }>();
  const missing = charactersStillNeeded(password);
  const { email, firstName, lastName } = owner;

  useEffect(() => {
    if (password === '' || missing > 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callEndpoint(passwordCalls.checkPassword, {
        body: { password, email, firstName, lastName },
        signal: controller.signal,
      }).then(
        (checked) =>
          setAnswer({ password, acceptable: checked.acceptable, text: checked.message ?? '' }),
        () => undefined,
      );
    }, passwordCheckDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, missing, email, firstName, lastName]);

  if (password === '') return { acceptable: null, text: '' };
  if (missing > 0)
    return {
      acceptable: false,
      text: t(newPasswordMessages.charactersNeeded, { count: missing }),
    };
  // An answer about an earlier version of the password says nothing about this one.
  if (answer?.password !== password) return { acceptable: null, text: '' };
  return { acceptable: answer.acceptable, text: answer.text };
}
