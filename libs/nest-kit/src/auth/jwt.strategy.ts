import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import type { AuthenticatedCaller } from './authenticated-caller.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import { PrincipalSource } from './principal-source.js';
import {
  hasSessionClaims,
  tokenAlgorithm,
  tokenAudience,
  tokenIssuer,
  tokenLifetimeSeconds,
} from './token-claims.js';
import { tokenFromRequest } from './token-extraction.js';

/**
 * Verifies the bearer token (signature with the algorithm pinned, issuer, audience, expiry),
 * checks its claims as the gateway does (an expiry, a time of issue not ahead of our clock, a
 * user id, a session id: `hasSessionClaims`), and asks identity who the caller is now.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(AUTH_OPTIONS) options: AuthOptions,
    private readonly principals: PrincipalSource,
  ) {
    super({
      jwtFromRequest: tokenFromRequest as never,
      secretOrKey: options.jwtSecret,
      algorithms: [tokenAlgorithm],
      issuer: tokenIssuer,
      audience: tokenAudience,
      jsonWebTokenOptions: { maxAge: `${tokenLifetimeSeconds}s` },
      passReqToCallback: true,
    });
  }

  async validate(request: FastifyRequest, claims: unknown): Promise<AuthenticatedCaller | false> {
    // A token without one of them would pass passport-jwt, and a subject that is not a UUID
    // would reach identity's uuid column (a 500 there): refused here, with 401.
    if (!hasSessionClaims(claims)) return false;
    const token = tokenFromRequest(request) ?? '';
    const principal = await this.principals.principalFor(claims, token);
    return principal ? { principal, claims, token } : false;
  }
}
