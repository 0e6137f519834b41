import { createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { deriveKey } from '@portal/field-crypto';
import { tokenAlgorithm, tokenAudience, tokenIssuer, tokenLifetimeSeconds } from '@portal/nest-kit';
import jwt from 'jsonwebtoken';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';

export interface IssuedSession {
  token: string;
  /** The key the admin screen decrypts the user list with (decisions §5). */
  encryptionKey: string;
}

/**
 * Signs the session token (who, and which sign-in: nothing about permissions, which are
 * looked up on every call) and gives the session its `encryptionKey`. The key is derived from
 * the token's id, so it need not be stored and a new sign-in gets a new key.
 */
@Injectable()
export class SessionIssuer {
  private readonly signingSecret: string;
  private readonly sessionKeySecret: Buffer;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.signingSecret = config.JWT_SECRET;
    this.sessionKeySecret = deriveKey(config.JWT_SECRET, 'session.encryption-key/v1');
  }

  /**
   * A new session for `userId`. `validFrom` is the account's "sessions valid from" (set by a
   * password reset, rounded up to a whole second): a token's `iat` is never before it, so a
   * session begun in the very second of a reset, after it, still counts, while every session
   * begun before the reset (its `iat` at most the second of the reset) does not.
   */
  issue(userId: string, validFrom: Date | null = null): IssuedSession {
    const sessionId = randomUUID();
    const iat = Math.max(
      Math.floor(Date.now() / 1000),
      validFrom ? Math.ceil(validFrom.getTime() / 1000) : 0,
    );
    const token = jwt.sign({ iat }, this.signingSecret, {
      algorithm: tokenAlgorithm,
      subject: userId,
      jwtid: sessionId,
      issuer: tokenIssuer,
      audience: tokenAudience,
      expiresIn: tokenLifetimeSeconds,
    });
    return { token, encryptionKey: this.encryptionKeyFor(sessionId) };
  }

  encryptionKeyFor(sessionId: string): string {
    return createHmac('sha256', this.sessionKeySecret).update(sessionId).digest('base64url');
  }
}
