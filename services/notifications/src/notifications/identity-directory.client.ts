import { Inject, Injectable, type Provider } from '@nestjs/common';
import { userInternalEndpoints, type UserContact } from '@portal/contract';
import { DomainException, InternalCallRefused, InternalClient } from '@portal/nest-kit';

export const IDENTITY_SERVICE = Symbol('IDENTITY_SERVICE');

/** One batch of contacts or the reviewers' ids: identity answers in milliseconds, or is in trouble. */
const identityTimeoutMs = 5_000;

export function identityServiceProvider(identityUrl: string, serviceSecret: string): Provider {
  return {
    provide: IDENTITY_SERVICE,
    useValue: new InternalClient(identityUrl, serviceSecret, identityTimeoutMs),
  };
}

/**
 * What this service asks identity about people, with the services' credential and no member's
 * token. Nothing it answers is stored: a name and an address live in memory only for the email
 * being written, so this service's tables hold no personal data but user ids, an address change
 * applies to the next email, and a deleted account gets none.
 */
@Injectable()
export class IdentityDirectory {
  constructor(@Inject(IDENTITY_SERVICE) private readonly identity: InternalClient) {}

  /** Name and email of each of `ids` that has an account, by id. */
  async contacts(ids: readonly string[]): Promise<Map<string, UserContact>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, UserContact>();
    for (let start = 0; start < unique.length; start += 500) {
      const { contacts } = await this.ask(() =>
        this.identity.call(userInternalEndpoints.contacts, {
          body: { ids: unique.slice(start, start + 500) },
        }),
      );
      for (const contact of contacts) found.set(contact.id, contact);
    }
    return found;
  }

  /** Every reviewer ("R"), for an event no reviewer has acted on yet. */
  async reviewerIds(): Promise<string[]> {
    return (await this.ask(() => this.identity.call(userInternalEndpoints.reviewers))).ids;
  }

  /** Identity refusing (it is starting, or in trouble) is the same as not reaching it: 503, try again. */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof InternalCallRefused)) throw error;
      const failure = new DomainException(
        'service.unavailable',
        'This part of the portal is not reachable right now. Please try again in a moment.',
      );
      failure.cause = error;
      throw failure;
    }
  }
}
