import { hkdfSync } from 'node:crypto';

const salt = 'nation-grants-portal';

/**
 * One secret from the environment gives several independent keys (HKDF-SHA-256), one per use,
 * so that no key serves two purposes.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, purpose, 32));
}
