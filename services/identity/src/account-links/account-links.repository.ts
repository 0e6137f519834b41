import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { defaultUserLanguage, type AccountEmail, type AccountLinkPurpose } from '@portal/contract';
import { In, IsNull, LessThan, MoreThan, type EntityManager, Repository } from 'typeorm';
import { AccountCipher } from '../accounts/account.cipher.js';
import { AccountEmailOutboxEntity } from './account-email-outbox.entity.js';
import { AccountLinkEntity } from './account-link.entity.js';
import { linkTokenHash } from './account-link-tokens.js';

/** A link as its use needs it: the address decrypted. */
export interface AccountLink {
  id: string;
  userId: string;
  purpose: AccountLinkPurpose;
  email: string;
  emailHash: string;
  expiresAt: Date;
}

/** A link to write, with the email that carries it. */
export interface NewAccountLink {
  userId: string;
  purpose: AccountLinkPurpose;
  /** Where the email goes: the address to confirm. */
  email: string;
  /** The person's name, for the email's greeting. */
  name: string;
  /** The language the email is written in (the account's). */
  language: string;
  token: string;
  expiresAt: Date;
}

/** What waits in the outbox, encrypted: the email's recipient and its link's token. */
interface OutboxPayload {
  to: { name: string; address: string };
  token: string;
  /** Left out by the emails written before accounts had a language: English. */
  language?: string;
}

/** Every query on account links and on the outbox of their emails. */
@Injectable()
export class AccountLinksRepository {
  constructor(
    @InjectRepository(AccountLinkEntity) private readonly links: Repository<AccountLinkEntity>,
    private readonly cipher: AccountCipher,
  ) {}

  /** Writes the link and its email's outbox row, in the caller's transaction. */
  async insert(link: NewAccountLink, manager: EntityManager): Promise<void> {
    const id = randomUUID();
    await manager.getRepository(AccountLinkEntity).insert({
      id,
      userId: link.userId,
      purpose: link.purpose,
      tokenHash: linkTokenHash(link.token),
      emailEncrypted: this.cipher.records.link.encryptField('email', { id }, link.email),
      emailHash: this.cipher.lookup.email(link.email),
      expiresAt: link.expiresAt,
      usedAt: null,
    });
    const outboxId = randomUUID();
    const payload: OutboxPayload = {
      to: { name: link.name, address: link.email },
      token: link.token,
      language: link.language,
    };
    await manager.getRepository(AccountEmailOutboxEntity).insert({
      id: outboxId,
      linkId: id,
      payloadEncrypted: this.cipher.records.outbox.encryptField(
        'payload',
        { id: outboxId },
        JSON.stringify(payload),
      ),
    });
  }

  /**
   * The live link of this token (not used, not expired), locked until the caller's transaction
   * ends: two uses of one link at the same moment act once.
   */
  async lockLive(
    token: string,
    purposes: readonly AccountLinkPurpose[],
    now: Date,
    manager: EntityManager,
  ): Promise<AccountLink | undefined> {
    const entity = await manager
      .getRepository(AccountLinkEntity)
      .createQueryBuilder('link')
      .where('link.tokenHash = :hash', { hash: linkTokenHash(token) })
      .andWhere('link.purpose IN (:...purposes)', { purposes })
      .andWhere('link.usedAt IS NULL')
      .andWhere('link.expiresAt > :now', { now })
      .setLock('pessimistic_write')
      .getOne();
    return entity ? this.toLink(entity) : undefined;
  }

  /** Every live link of these purposes of the account stops working (used, or replaced by a newer one). */
  async voidLive(
    userId: string,
    purpose: AccountLinkPurpose | readonly AccountLinkPurpose[],
    now: Date,
    manager: EntityManager,
  ): Promise<void> {
    const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
    await manager
      .getRepository(AccountLinkEntity)
      .update({ userId, purpose: In(purposes), usedAt: IsNull() }, { usedAt: now });
  }

  /** The new address waiting for confirmation of each of these accounts (the newest live one). */
  async pendingEmails(userIds: string[], now = new Date()): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.links.find({
      select: { id: true, userId: true, emailEncrypted: true, createdAt: true },
      where: {
        userId: In(userIds),
        purpose: 'change-email',
        usedAt: IsNull(),
        expiresAt: MoreThan(now),
      },
      order: { createdAt: 'ASC' },
    });
    // Oldest first, so the newest of an account is the one kept.
    return new Map(
      rows.map((row) => [
        row.userId,
        this.cipher.records.link.decryptField('email', row, row.emailEncrypted),
      ]),
    );
  }

  /**
   * The emails of these outbox rows as the notifications service takes them; rows whose link
   * was used or has expired meanwhile give none (nothing worth sending).
   */
  async emailsOf(rows: AccountEmailOutboxEntity[], now: Date): Promise<AccountEmail[]> {
    const links = await this.links.findBy({
      id: In(rows.map((row) => row.linkId)),
      usedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
    const live = new Map(links.map((link) => [link.id, link]));
    return rows.flatMap((row) => {
      const link = live.get(row.linkId);
      if (!link) return [];
      const payload = JSON.parse(
        this.cipher.records.outbox.decryptField('payload', row, row.payloadEncrypted),
      ) as OutboxPayload;
      return [
        {
          id: row.id,
          purpose: link.purpose,
          to: payload.to,
          token: payload.token,
          expiresAt: link.expiresAt.toISOString(),
          language: payload.language ?? defaultUserLanguage,
        },
      ];
    });
  }

  /** Links past their time, used or not, are no longer needed. */
  async deleteExpired(before: Date): Promise<void> {
    await this.links.delete({ expiresAt: LessThan(before) });
  }

  private toLink(entity: AccountLinkEntity): AccountLink {
    return {
      id: entity.id,
      userId: entity.userId,
      purpose: entity.purpose,
      email: this.cipher.records.link.decryptField('email', entity, entity.emailEncrypted),
      emailHash: entity.emailHash,
      expiresAt: entity.expiresAt,
    };
  }
}
