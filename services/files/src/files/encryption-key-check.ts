import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FileCipher } from './file-cipher.js';

/** Why the service refuses to start; names the variable, never a value. */
export class WrongDataEncryptionKeyError extends Error {
  constructor() {
    super(
      'DATA_ENCRYPTION_KEY is not the key the files already stored were encrypted with. ' +
        'Start with the key used before (the same as identity’s and applications’); with another ' +
        'key the names kept with the files cannot be read.',
    );
    this.name = 'WrongDataEncryptionKeyError';
  }
}

/** As the applications service's: the first start keeps a value, every later start must open it. */
@Injectable()
export class EncryptionKeyCheck implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: FileCipher,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO encryption_key_check (id, value) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
      [this.cipher.keyCheckValue()],
    );
    const [kept] = await this.dataSource.query<Array<{ value: string }>>(
      `SELECT value FROM encryption_key_check WHERE id = 1`,
    );
    if (!kept || !this.cipher.opensKeyCheck(kept.value)) throw new WrongDataEncryptionKeyError();
  }
}
