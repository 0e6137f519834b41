import { Injectable } from '@nestjs/common';
import { accountLinkLifetimeHours, type AccountLinkPurpose } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { AccountEmailRelay } from './account-email.relay.js';
import { newLinkToken } from './account-link-tokens.js';
import { AccountLinksRepository, type AccountLink } from './account-links.repository.js';

const hourMs = 60 * 60 * 1000;

/**
 * Links sent by email: each works once, for its purpose's lifetime, and only its SHA-256 is
 * kept. Making one writes its email to the outbox in the same transaction, so the email is sent
 * once the change is committed, even if the notifications service is away at that moment.
 */
@Injectable()
export class AccountLinksService {
  constructor(
    private readonly links: AccountLinksRepository,
    private readonly relay: AccountEmailRelay,
  ) {}

  /**
   * A new link for `purpose`, emailed to `email`, in the caller's transaction; call `send()`
   * after it commits. A new address for an account replaces one still waiting (only the last
   * address an admin gave counts), and an invitation sent again replaces the earlier one; links
   * to confirm the current address or to reset the password stay valid side by side (a member
   * may open the first email after asking for a second), until one of them is used.
   */
  async issue(
    link: {
      userId: string;
      purpose: AccountLinkPurpose;
      email: string;
      name: string;
      /** The language the email is written in: the account's. */
      language: string;
    },
    manager: EntityManager,
    now = new Date(),
  ): Promise<void> {
    if (link.purpose === 'change-email' || link.purpose === 'invite')
      await this.links.voidLive(link.userId, link.purpose, now, manager);
    await this.links.insert(
      {
        ...link,
        token: newLinkToken(),
        expiresAt: new Date(now.getTime() + accountLinkLifetimeHours[link.purpose] * hourMs),
      },
      manager,
    );
    // Links past their time are no longer worth keeping.
    await this.links.deleteExpired(new Date(now.getTime() - 24 * hourMs));
  }

  /** Emails written by committed transactions go now (the relay also polls). */
  send(): void {
    this.relay.wake();
  }

  /**
   * Uses the link of `token` if it is one of `purposes`, in the caller's transaction: undefined
   * when no live link of those purposes has it (unknown, used, expired, or a link for something
   * else). The account's other live links of the same purpose stop working.
   */
  async use(
    token: string,
    purposes: readonly AccountLinkPurpose[],
    manager: EntityManager,
    now = new Date(),
  ): Promise<AccountLink | undefined> {
    const link = await this.links.lockLive(token, purposes, now, manager);
    // This link and its siblings of the same purpose: one use of one of them is enough.
    if (link) await this.links.voidLive(link.userId, link.purpose, now, manager);
    return link;
  }

  /** The account's live links of these purposes stop working (a password set another way). */
  voidLive(
    userId: string,
    purposes: readonly AccountLinkPurpose[],
    manager: EntityManager,
    now = new Date(),
  ): Promise<void> {
    return this.links.voidLive(userId, purposes, now, manager);
  }

  /** The new address waiting for confirmation of each account that has one. */
  pendingEmails(userIds: string[]): Promise<Map<string, string>> {
    return this.links.pendingEmails(userIds);
  }
}
