import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/** How CryptoJS's passphrase format begins: base64 of "Salted__" (decisions §5). */
const saltedPrefix = 'U2FsdGVkX1';

/**
 * One field of `GET /api/users`, decrypted with the session's `encryptionKey` (decisions §5).
 * A value that is not encrypted, or does not decrypt (no key, another session's key), is
 * shown as it arrived (spec §3).
 */
export function decryptField(value: unknown, encryptionKey: string | null): string {
  if (typeof value !== 'string') return '';
  if (!encryptionKey || !value.startsWith(saltedPrefix)) return value;
  try {
    const clear = AES.decrypt(value, encryptionKey).toString(Utf8);
    return clear === '' ? value : clear;
  } catch {
    // "Malformed UTF-8 data": the key did not fit.
    return value;
  }
}
