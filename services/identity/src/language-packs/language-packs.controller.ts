import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  languagePackEndpoints,
  type CreateLanguagePackRequest,
  type EditableLanguagePack,
  type LanguagePackCatalogue,
  type LanguagePackDraftRequest,
  type LanguagePackImportResult,
  type LanguagePackMessage,
  type LanguagePackPart,
  type LanguagePackPublication,
  type PublishedLanguagePack,
  type UpdateLanguagePackRequest,
} from '@portal/contract';
import {
  CurrentCaller,
  DomainException,
  PublicRoute,
  RequirePermission,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import type { FastifyReply } from 'fastify';
import { LanguagePackCodePipe, LanguagePackPartPipe } from './language-pack-params.pipe.js';
import type { RequestedPublication } from './language-packs.service.js';
import { LanguagePacksService } from './language-packs.service.js';

type VersionQuery = { version?: number };

/**
 * `/api/language-packs`: the nation's language packs. Pages read the published packs, their
 * catalogues and fonts without signing in (the login page is translated too); admins and staff
 * with the languages flag edit, publish, export and import.
 */
@Controller('api/language-packs')
export class LanguagePacksController {
  constructor(private readonly languagePacks: LanguagePacksService) {}

  @Get()
  @PublicRoute()
  published(@Res({ passthrough: true }) reply: FastifyReply): Promise<PublishedLanguagePack[]> {
    // Asked on every page load; a publish shows within a minute.
    void reply.header('cache-control', 'public, max-age=60');
    return this.languagePacks.published();
  }

  @Get('editing')
  @RequirePermission('languages:edit')
  editing(): Promise<EditableLanguagePack[]> {
    return this.languagePacks.editing();
  }

  @Post()
  @RequirePermission('languages:edit')
  create(
    @Body(new ZodPipe(languagePackEndpoints.create.request))
    request: Required<CreateLanguagePackRequest>,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<EditableLanguagePack> {
    return this.languagePacks.create(request, caller.principal.id);
  }

  @Put(':code')
  @RequirePermission('languages:edit')
  update(
    @Param('code', LanguagePackCodePipe) code: string,
    @Body(new ZodPipe(languagePackEndpoints.update.request))
    details: Required<UpdateLanguagePackRequest>,
  ): Promise<EditableLanguagePack> {
    return this.languagePacks.update(code, details);
  }

  @Get(':code/catalogues/:part')
  @PublicRoute()
  async catalogue(
    @Param('code', LanguagePackCodePipe) code: string,
    @Param('part', LanguagePackPartPipe) part: LanguagePackPart,
    @Query(new ZodPipe(languagePackEndpoints.catalogue.query)) query: VersionQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LanguagePackCatalogue> {
    const requested = await this.languagePacks.requested(code, query.version);
    const catalogue = await this.languagePacks.catalogue(code, part, requested.version);
    cacheFor(reply, requested);
    return catalogue;
  }

  @Get(':code/font.woff2')
  @PublicRoute()
  async font(
    @Param('code', LanguagePackCodePipe) code: string,
    @Query(new ZodPipe(languagePackEndpoints.font.query)) query: VersionQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const requested = await this.languagePacks.requested(code, query.version);
    const font = await this.languagePacks.font(code, requested.version);
    cacheFor(reply, requested);
    void reply.type('font/woff2');
    return font;
  }

  @Get(':code/messages')
  @RequirePermission('languages:edit')
  messages(@Param('code', LanguagePackCodePipe) code: string): Promise<LanguagePackMessage[]> {
    return this.languagePacks.messages(code);
  }

  @Put(':code/messages/:id')
  @RequirePermission('languages:edit')
  saveDraft(
    @Param('code', LanguagePackCodePipe) code: string,
    @Param('id') id: string,
    @Body(new ZodPipe(languagePackEndpoints.saveDraft.request)) request: LanguagePackDraftRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<LanguagePackMessage> {
    return this.languagePacks.saveDraft(code, id, request.text, caller.principal.id);
  }

  @Post(':code/publications')
  @RequirePermission('languages:edit')
  publish(
    @Param('code', LanguagePackCodePipe) code: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<LanguagePackPublication> {
    return this.languagePacks.publish(code, caller.principal.id);
  }

  @Get(':code/publications')
  @RequirePermission('languages:edit')
  publications(
    @Param('code', LanguagePackCodePipe) code: string,
  ): Promise<LanguagePackPublication[]> {
    return this.languagePacks.publications(code);
  }

  @Get(':code/export.po')
  @RequirePermission('languages:edit')
  async exportPo(
    @Param('code', LanguagePackCodePipe) code: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.languagePacks.exportPo(code);
    void reply
      .type('text/x-gettext-translation; charset=utf-8')
      .header('content-disposition', `attachment; filename="${code}.po"`)
      .header('cache-control', 'no-store');
    return file;
  }

  /** The body is the PO file itself (`text/x-gettext-translation`, or `text/plain`). */
  @Post(':code/import')
  @RequirePermission('languages:edit')
  importPo(
    @Param('code', LanguagePackCodePipe) code: string,
    @Body() file: unknown,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<LanguagePackImportResult> {
    if (typeof file !== 'string')
      throw new DomainException(
        'languages.import_invalid',
        'Send the PO file itself as the body (Content-Type: text/x-gettext-translation).',
      );
    return this.languagePacks.importPo(code, file, caller.principal.id);
  }
}

/** The current publication asked for by number never changes: cached for good; anything else is revalidated. */
function cacheFor(reply: FastifyReply, requested: RequestedPublication): void {
  void reply.header(
    'cache-control',
    requested.currentByNumber ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}
