import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  tokenAlgorithm,
  tokenAudience,
  tokenIssuer,
  tokenLifetimeSeconds,
} from '../auth/token-claims.js';

/** A session token as identity signs it (same algorithm, issuer, audience and lifetime). */
export function signTestToken(
  jwtSecret: string,
  userId: string,
  options: { sessionId?: string; expiresInSeconds?: number } = {},
): string {
  return jwt.sign({}, jwtSecret, {
    algorithm: tokenAlgorithm,
    subject: userId,
    jwtid: options.sessionId ?? randomUUID(),
    issuer: tokenIssuer,
    audience: tokenAudience,
    expiresIn: options.expiresInSeconds ?? tokenLifetimeSeconds,
  });
}
