import { createHash, randomBytes } from 'node:crypto';

/** A new link token: 32 random bytes, base64url (what `accountLinkTokenPattern` accepts). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is kept of a token: its SHA-256. The token has 256 bits of chance, so a plain hash is
 * enough (no salt or slow hash needed); someone who reads the table cannot use a link.
 */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
