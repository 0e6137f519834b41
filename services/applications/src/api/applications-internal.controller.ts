import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  applicationInternalEndpoints,
  type ApplicationOwner,
  type FileRemovalEvent,
} from '@portal/contract';
import { InternalRoute, PublicRoute, UuidParamPipe, ZodPipe } from '@portal/nest-kit';
import { ApplicationsService } from '../applications/applications.service.js';
import { FileRemovalNotices } from '../applications/file-removal-notices.service.js';
import { DraftsRepository } from '../drafts/drafts.repository.js';

/**
 * For the other services only (the services' credential): the files service asks whose
 * application a file belongs to, and tells of files an administrator removed. Never routed by
 * the gateway.
 */
@Controller('internal/applications')
@InternalRoute()
export class ApplicationsInternalController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly drafts: DraftsRepository,
    private readonly fileRemovalNotices: FileRemovalNotices,
  ) {}

  @Get(':id/owner')
  @PublicRoute()
  owner(
    @Param('id', new UuidParamPipe('application.not_found', 'Application not found')) id: string,
  ): Promise<ApplicationOwner> {
    return this.applications.owner(id);
  }

  /** Which of these ids are drafts: the file manager leaves their files out. */
  @Post('draft-ids')
  @HttpCode(200)
  @PublicRoute()
  async draftIds(
    @Body(new ZodPipe(applicationInternalEndpoints.draftIds.request)) body: { ids: string[] },
  ): Promise<{ draftIds: string[] }> {
    return { draftIds: await this.drafts.existing(body.ids) };
  }

  /** The files service's outbox: files an administrator removed; the applicants are told. */
  @Post('file-removals')
  @HttpCode(200)
  @PublicRoute()
  async fileRemovals(
    @Body(new ZodPipe(applicationInternalEndpoints.fileRemovals.request))
    body: {
      events: FileRemovalEvent[];
    },
  ): Promise<{ applied: number }> {
    await this.fileRemovalNotices.tell(body.events);
    return { applied: body.events.length };
  }
}
