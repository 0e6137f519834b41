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

  issue(userId: string): IssuedSession {
    const sessionId = randomUUID();
    const token = jwt.sign({}, this.signingSecret, {
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
