import { toSessionUser, type SignInDetails } from '@portal/web-kit';

/**
 * Checks the answer of `POST /api/users/login` and `/register` ({ token, encryptionKey, user })
 * before it becomes the session: a broken answer must not leave a half-signed-in browser.
 */
export function readSignInAnswer(answer: unknown): SignInDetails {
  const record =
    typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const token = record['token'];
  const encryptionKey = record['encryptionKey'];
  const user = toSessionUser(record['user']);
  if (typeof token !== 'string' || token === '' || typeof encryptionKey !== 'string' || !user) {
    throw new Error('The portal sent an answer that could not be read.');
  }
  return { token, encryptionKey, user };
}
