import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './key-derivation.js';

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * A stored value that does not decrypt: another key, a ciphertext moved to another column or row,
 * or tampered with. The message names the place (column and row id), never the value.
 */
export class FieldDecryptionError extends Error {
  constructor(
    readonly place: string,
    options?: ErrorOptions,
  ) {
    super(
      `cannot decrypt ${place}: the data encryption key is not the one it was written with, or the value was altered`,
      options,
    );
    this.name = 'FieldDecryptionError';
  }
}

/**
 * Encrypts personal data at rest with AES-256-GCM (decisions §5), with a key derived from
 * DATA_ENCRYPTION_KEY for one `purpose` (each service, each use its own). Each value is bound to
 * its place (`users.email:<id>`) as associated data, so a ciphertext copied to another column or
 * row does not decrypt. Stored as `v1:` + base64url(iv | ciphertext | tag).
 */
export class FieldCipher {
  private readonly key: Buffer;

  constructor(dataEncryptionKey: string, purpose: string) {
    this.key = deriveKey(dataEncryptionKey, purpose);
  }

  encrypt(plaintext: string, place: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(place, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${version}:${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The value stored at `place`; throws `FieldDecryptionError` when it does not decrypt. */
  decrypt(stored: string, place: string): string {
    const [storedVersion, payload] = stored.split(':', 2);
    if (storedVersion !== version || !payload)
      throw new Error(`unknown field encryption format for ${place}`);
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < ivBytes + tagBytes) throw new FieldDecryptionError(place);
    const iv = bytes.subarray(0, ivBytes);
    const tag = bytes.subarray(bytes.length - tagBytes);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(Buffer.from(place, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)),
        decipher.final(),
      ]).toString('utf8');
    } catch (error) {
      throw new FieldDecryptionError(place, { cause: error });
    }
  }
}
