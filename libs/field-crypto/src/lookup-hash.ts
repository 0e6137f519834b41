import { createHmac } from 'node:crypto';
import { deriveKey } from './key-derivation.js';

/**
 * A keyed hash (HMAC-SHA-256) of an email, a card number or an address, to find a row and keep
 * these unique without storing them in clear (decisions §5). Values are normalised first, so
 * "Ann@Example.org " and "ann@example.org" hash the same. The key is derived for one `purpose`:
 * two services with different purposes get hashes that cannot be matched against each other.
 */
export class LookupHash {
  private readonly key: Buffer;

  constructor(dataEncryptionKey: string, purpose: string) {
    this.key = deriveKey(dataEncryptionKey, purpose);
  }

  /** Case and surrounding spaces do not count (decisions §3: emails compare case-insensitively). */
  email(email: string): string {
    return this.hash('email', email.trim().toLowerCase());
  }

  /** Spaces, hyphens and case do not count. */
  cardNumber(cardNumber: string): string {
    return this.hash(
      'card',
      cardNumber
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, ''),
    );
  }

  /** For counting attempts by address, without keeping addresses. */
  address(address: string): string {
    return this.hash('address', address);
  }

  /** Any other value, already normalised by the caller; `kind` keeps two kinds of value apart. */
  value(kind: string, normalised: string): string {
    return this.hash(kind, normalised);
  }

  private hash(kind: string, value: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${value}`).digest('base64url');
  }
}
