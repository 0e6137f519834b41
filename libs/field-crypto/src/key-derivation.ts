import { hkdfSync } from 'node:crypto';

/**
 * HKDF's salt. Part of the stored data's format: every key of the portal is derived with it, so
 * changing it makes everything encrypted so far unreadable.
 */
const salt = 'nation-grants-portal';

/**
 * One secret from the environment gives several independent keys (HKDF-SHA-256), one per use,
 * so that no key serves two purposes. `purpose` names the use and its version
 * (`users.fields/aes-256-gcm/v1`); like the salt, it is part of the stored format.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, purpose, 32));
}
