import { Injectable, type OnModuleInit } from '@nestjs/common';
import { encryptionKeyMatches } from '@portal/nest-kit';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApplicationCipher } from './application-cipher.js';

/** Why the service refuses to start; names the variable, never a value. */
export class WrongDataEncryptionKeyError extends Error {
  constructor() {
    super(
      'DATA_ENCRYPTION_KEY is not the key the applications already stored were encrypted with. ' +
        'Start with the key used before (the same as identity’s); with another key the stored ' +
        'names, emails and answers cannot be read.',
    );
    this.name = 'WrongDataEncryptionKeyError';
  }
}

/**
 * At start, before the service takes calls: the first start of a schema keeps a value encrypted
 * with this key; every later start (every replica) must open it, or the start fails with
 * `WrongDataEncryptionKeyError`. A wrong key so stops the service loudly, at once, rather than as
 * a 500 on each read and new rows written with a key the others cannot open.
 */
@Injectable()
export class EncryptionKeyCheck implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: ApplicationCipher,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!(await encryptionKeyMatches(this.dataSource, this.cipher)))
      throw new WrongDataEncryptionKeyError();
  }
}
