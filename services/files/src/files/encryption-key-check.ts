import { Injectable, type OnModuleInit } from '@nestjs/common';
import { encryptionKeyMatches } from '@portal/nest-kit';
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

/** The first start keeps a value encrypted with the key; every later start must open it. */
@Injectable()
export class EncryptionKeyCheck implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: FileCipher,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!(await encryptionKeyMatches(this.dataSource, this.cipher)))
      throw new WrongDataEncryptionKeyError();
  }
}
