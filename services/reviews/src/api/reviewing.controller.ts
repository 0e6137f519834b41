import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  reviewEndpoints,
  type AssignedReview,
  type ReviewSheet,
  type SaveReviewRequest,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { ReviewingService } from '../reviews/reviewing.service.js';

const applicationId = () => new UuidParamPipe('review.not_found', 'Application not found');

/** Reviewing what one is assigned (staff and admins; the assignment is checked in the service). */
@Controller('api/reviews')
export class ReviewingController {
  constructor(private readonly reviewing: ReviewingService) {}

  @Get('assigned')
  @RequirePermission('reviews:score')
  assigned(@CurrentCaller() caller: AuthenticatedCaller): Promise<AssignedReview[]> {
    return this.reviewing.assigned(caller);
  }

  @Get('applications/:applicationId')
  @RequirePermission('reviews:score')
  sheet(
    @Param('applicationId', applicationId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewSheet> {
    return this.reviewing.sheet(id, caller);
  }

  @Put('applications/:applicationId/review')
  @RequirePermission('reviews:score')
  save(
    @Param('applicationId', applicationId()) id: string,
    @Body(new ZodPipe(reviewEndpoints.save.request)) body: SaveReviewRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewSheet> {
    return this.reviewing.save(id, body, caller);
  }

  @Post('applications/:applicationId/review/submit')
  @RequirePermission('reviews:score')
  @HttpCode(200)
  submit(
    @Param('applicationId', applicationId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewSheet> {
    return this.reviewing.submit(id, caller);
  }

  @Post('applications/:applicationId/conflict')
  @RequirePermission('reviews:score')
  @HttpCode(200)
  declareConflict(
    @Param('applicationId', applicationId()) id: string,
    @Body(new ZodPipe(reviewEndpoints.declareConflict.request)) body: { reason?: string },
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<{ recused: true; replacedBy: boolean }> {
    return this.reviewing.declareConflict(id, body.reason, caller);
  }

  /** The grant's lead reopens a submitted review (checked in the service). */
  @Post('applications/:applicationId/reviews/:reviewerId/reopen')
  @RequirePermission('reviews:manage')
  @HttpCode(200)
  reopen(
    @Param('applicationId', applicationId()) id: string,
    @Param('reviewerId', new UuidParamPipe('review.not_found', 'Review not found'))
    reviewerId: string,
    @Body(new ZodPipe(reviewEndpoints.reopen.request)) body: { reason: string },
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewSheet> {
    return this.reviewing.reopen(id, reviewerId, body.reason, caller);
  }
}
