import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** What a service's field cipher offers for the check: a value it made, and whether it opens one. */
export interface KeyCheckCipher {
  keyCheckValue(): string;
  opensKeyCheck(value: string): boolean;
}

/** Why a service refuses to start; names the variable, never a value. */
export class WrongDataEncryptionKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WrongDataEncryptionKeyError';
  }
}

export interface EncryptionKeyCheckOptions<C extends KeyCheckCipher = KeyCheckCipher> {
  /** The service's cipher (a provider of its module). */
  cipher: Type<C>;
  /** The refusal, from "DATA_ENCRYPTION_KEY is not the key …": what cannot be read, and what to do. */
  refusal: string;
  /**
   * For a schema that held personal data before it had the check row: whether this key opens
   * what is already stored. Asked only when there is no row yet, so the first start after an
   * upgrade cannot write the row with a wrong key.
   */
  opensStoredData?: (dataSource: DataSource, cipher: C) => Promise<boolean>;
}

/**
 * A provider that, when the module starts (`onModuleInit`: before the service takes calls, and
 * before any `onApplicationBootstrap`, such as creating a first account), checks
 * DATA_ENCRYPTION_KEY with `encryptionKeyMatches`, and fails the start with
 * `WrongDataEncryptionKeyError` when it is not the key the stored data was written with.
 */
export function encryptionKeyCheck<C extends KeyCheckCipher>(
  options: EncryptionKeyCheckOptions<C>,
): Type<OnModuleInit> {
  @Injectable()
  class EncryptionKeyCheck implements OnModuleInit {
    constructor(
      @Inject(getDataSourceToken()) private readonly dataSource: DataSource,
      @Inject(options.cipher) private readonly cipher: C,
    ) {}

    async onModuleInit(): Promise<void> {
      if (!(await encryptionKeyMatches(this.dataSource, this.cipher, options.opensStoredData)))
        throw new WrongDataEncryptionKeyError(options.refusal);
    }
  }
  return EncryptionKeyCheck;
}

/**
 * At start: the first start of a schema keeps a value encrypted with this key (table
 * `encryption_key_check`, one row); every later start (every replica) must open it, or this
 * answers false. A wrong key so stops the service loudly, at once, rather than as a 500 on each
 * read and new rows written with a key the others cannot open.
 */
export async function encryptionKeyMatches<C extends KeyCheckCipher>(
  dataSource: DataSource,
  cipher: C,
  opensStoredData?: EncryptionKeyCheckOptions<C>['opensStoredData'],
): Promise<boolean> {
  const kept = await keptValue(dataSource);
  if (kept === undefined) {
    if (opensStoredData && !(await opensStoredData(dataSource, cipher))) return false;
    // Replicas starting together: the first insert wins, and every one checks the row kept.
    await dataSource.query(
      `INSERT INTO encryption_key_check (id, value) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
      [cipher.keyCheckValue()],
    );
  }
  const value = kept ?? (await keptValue(dataSource));
  return value !== undefined && cipher.opensKeyCheck(value);
}

async function keptValue(dataSource: DataSource): Promise<string | undefined> {
  const [row] = await dataSource.query<Array<{ value: string }>>(
    `SELECT value FROM encryption_key_check WHERE id = 1`,
  );
  return row?.value;
}
