import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  reviewEndpoints,
  type BatchDecisionAnswer,
  type BatchDecisionRequest,
  type Ranking,
  type ReviewPanel,
  type SetReviewPanelRequest,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { BatchDecisions } from '../decisions/batch-decisions.service.js';
import { PanelsService } from '../reviews/panels.service.js';
import { RankingService } from '../reviews/ranking.service.js';

const grantId = () => new UuidParamPipe('grant.not_found', 'Grant not found');

/** A grant's review panel and ranked list: staff with the education flag, and admins. */
@Controller('api/reviews')
export class ReviewPanelsController {
  constructor(
    private readonly panels: PanelsService,
    private readonly ranking: RankingService,
    private readonly decisions: BatchDecisions,
  ) {}

  @Get('candidates')
  @RequirePermission('reviews:manage')
  candidates(): Promise<Array<{ id: string; name: string }>> {
    return this.panels.candidates();
  }

  @Get('grants/:grantId/panel')
  @RequirePermission('reviews:manage')
  panel(
    @Param('grantId', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewPanel> {
    return this.panels.panel(id, caller);
  }

  @Put('grants/:grantId/panel')
  @RequirePermission('reviews:manage')
  setPanel(
    @Param('grantId', grantId()) id: string,
    @Body(new ZodPipe(reviewEndpoints.setPanel.request)) body: SetReviewPanelRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewPanel> {
    return this.panels.setPanel(id, body, caller);
  }

  @Post('grants/:grantId/assignments')
  @RequirePermission('reviews:manage')
  @HttpCode(200)
  assign(
    @Param('grantId', grantId()) id: string,
    @Body(new ZodPipe(reviewEndpoints.assign.request))
    body: { applicationId: string; reviewerId: string },
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewPanel> {
    return this.panels.assignByHand(id, body, caller);
  }

  @Put('grants/:grantId/blind')
  @RequirePermission('reviews:manage')
  setBlind(
    @Param('grantId', grantId()) id: string,
    @Body(new ZodPipe(reviewEndpoints.setBlind.request)) body: { blind: boolean },
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ReviewPanel> {
    return this.panels.setBlind(id, body.blind, caller);
  }

  @Get('grants/:grantId/ranking')
  @RequirePermission('reviews:manage')
  rankingOf(
    @Param('grantId', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Ranking> {
    return this.ranking.ranking(id, caller);
  }

  /** The grant's lead decides the selected applications in one step (checked in the service). */
  @Post('grants/:grantId/decisions')
  @RequirePermission('reviews:manage')
  @HttpCode(200)
  decide(
    @Param('grantId', grantId()) id: string,
    @Body(new ZodPipe(reviewEndpoints.decide.request)) body: BatchDecisionRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<BatchDecisionAnswer> {
    return this.decisions.decide(id, body, caller);
  }
}
