import { createHmac } from 'node:crypto';
import { deriveKey } from './key-derivation.js';

/**
 * A keyed hash (HMAC-SHA-256) of an email or card number, to find an account and keep these
 * unique without storing them in clear (decisions §5). Values are normalised first, so
 * "Ann@Example.org " and "ann@example.org" are the same account.
 */
export class LookupHash {
  private readonly key: Buffer;

  constructor(dataEncryptionKey: string) {
    this.key = deriveKey(dataEncryptionKey, 'users.lookup/hmac-sha256/v1');
  }

  email(email: string): string {
    return this.hash('email', email.trim().toLowerCase());
  }

  cardNumber(cardNumber: string): string {
    return this.hash(
      'card',
      cardNumber
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, ''),
    );
  }

  /** For sign-in throttling by address, without keeping addresses. */
  address(address: string): string {
    return this.hash('address', address);
  }

  private hash(kind: string, value: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${value}`).digest('base64url');
  }
}
