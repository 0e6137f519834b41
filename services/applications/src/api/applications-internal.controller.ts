import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  applicationInternalEndpoints,
  type ApplicationForReview,
  type ApplicationOwner,
  type ReviewDecisionEvent,
  type ReviewableApplication,
  type FileRemovalEvent,
} from '@portal/contract';
import { InternalRoute, PublicRoute, UuidParamPipe, ZodPipe } from '@portal/nest-kit';
import { ApplicationsService } from '../applications/applications.service.js';
import { FileRemovalNotices } from '../applications/file-removal-notices.service.js';
import { ReviewDecisions } from '../applications/review-decisions.service.js';
import { DraftsRepository } from '../drafts/drafts.repository.js';

/**
 * For the other services only (the services' credential): the files service asks whose
 * application a file belongs to, and tells of files an administrator removed; the reviews
 * service reads a grant's applications and their answers. Never routed by
 * the gateway.
 */
@Controller('internal/applications')
@InternalRoute()
export class ApplicationsInternalController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly drafts: DraftsRepository,
    private readonly fileRemovalNotices: FileRemovalNotices,
    private readonly reviewDecisions: ReviewDecisions,
  ) {}

  /** The reviews service: a grant's applications, oldest first. */
  @Get('by-grant/:grantId')
  @PublicRoute()
  async reviewable(
    @Param('grantId', new UuidParamPipe('grant.not_found', 'Grant not found')) grantId: string,
  ): Promise<{ applications: ReviewableApplication[] }> {
    return { applications: await this.applications.reviewable(grantId) };
  }

  /** The reviews service's outbox: decisions from a ranked list, each applied once by its id. */
  @Post('decisions')
  @HttpCode(200)
  @PublicRoute()
  async decisions(
    @Body(new ZodPipe(applicationInternalEndpoints.decisions.request))
    body: {
      events: ReviewDecisionEvent[];
    },
  ): Promise<{ applied: number }> {
    return { applied: await this.reviewDecisions.apply(body.events) };
  }

  /** The reviews service: these applications with their answers (an export, 200 at a time). */
  @Post('for-review')
  @HttpCode(200)
  @PublicRoute()
  async forReviewBatch(
    @Body(new ZodPipe(applicationInternalEndpoints.forReviewBatch.request)) body: { ids: string[] },
  ): Promise<{ applications: ApplicationForReview[] }> {
    return { applications: await this.applications.forReviewBatch(body.ids) };
  }

  /** The reviews service: one application as its reviewers read it. */
  @Get(':id/for-review')
  @PublicRoute()
  forReview(
    @Param('id', new UuidParamPipe('application.not_found', 'Application not found')) id: string,
  ): Promise<ApplicationForReview> {
    return this.applications.forReview(id);
  }

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
