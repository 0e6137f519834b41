import { Inject, Injectable } from '@nestjs/common';
import {
  userInternalEndpoints,
  type CallerProfile,
  type OfficeSettings,
  type Principal,
} from '@portal/contract';
import { AUTH_OPTIONS, type AuthOptions } from '../auth/auth-options.js';
import { DomainException } from '../errors/domain-exception.js';
import { InternalCallRefused, InternalClient } from './internal-client.js';

export const IDENTITY_URL = Symbol('IDENTITY_URL');

const identityTimeoutMs = 3_000;

/** What the other services ask identity: about the caller (with their own token), or the office's settings. */
@Injectable()
export class IdentityClient {
  private readonly client: InternalClient;

  constructor(
    @Inject(IDENTITY_URL) identityUrl: string,
    @Inject(AUTH_OPTIONS) options: AuthOptions,
  ) {
    this.client = new InternalClient(identityUrl, options.serviceSecret, identityTimeoutMs);
  }

  /** Who the bearer is now; undefined when the account is gone or the session signed out. */
  async principal(token: string): Promise<Principal | undefined> {
    try {
      return await this.client.call(userInternalEndpoints.principal, { token });
    } catch (error) {
      if (error instanceof InternalCallRefused && (error.status === 401 || error.status === 404))
        return undefined;
      throw checkingUnavailable(error);
    }
  }

  /** The caller's name and email, as identity has them now. */
  async callerProfile(token: string): Promise<CallerProfile> {
    try {
      return await this.client.call(userInternalEndpoints.me, { token });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.status === 401)
        throw new DomainException('auth.unauthenticated', 'Please sign in to continue.');
      throw checkingUnavailable(error);
    }
  }

  /** The office's settings, as admins have set them (no caller's token: they are everyone's). */
  async officeSettings(): Promise<OfficeSettings> {
    try {
      return await this.client.call(userInternalEndpoints.officeSettings);
    } catch (error) {
      const failure = new DomainException(
        'service.unavailable',
        'The portal could not check its settings right now. Please try again in a moment.',
      );
      failure.cause = error;
      throw failure;
    }
  }
}

function checkingUnavailable(error: unknown): DomainException {
  const failure = new DomainException(
    'service.unavailable',
    'Your sign-in could not be checked right now. Please try again in a moment.',
  );
  failure.cause = error;
  return failure;
}
