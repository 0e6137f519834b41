import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { languagePackImportMaxBytes } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LanguagePacksController } from './language-packs.controller.js';
import { LanguagePacksRepository } from './language-packs.repository.js';
import { LanguagePacksService } from './language-packs.service.js';

/** PO files, as translators' tools send them. */
const poContentTypes = ['text/x-gettext-translation', 'text/x-po', 'application/x-gettext'];

/** The nation's language packs (office configuration, like the office's settings). */
@Module({
  imports: [AccountsModule],
  controllers: [LanguagePacksController],
  providers: [LanguagePacksRepository, LanguagePacksService],
})
export class LanguagePacksModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The import takes a PO file as its body, read as text (larger than the 1 MiB of JSON bodies). */
  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    instance.addContentTypeParser(
      poContentTypes,
      { parseAs: 'string', bodyLimit: languagePackImportMaxBytes },
      (_request, body, done) => done(null, body),
    );
  }
}
