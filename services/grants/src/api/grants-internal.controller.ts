import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  grantInternalEndpoints,
  type ApplicationEvent,
  type GrantSnapshot,
} from '@portal/contract';
import { InternalRoute, PublicRoute, UuidParamPipe, ZodPipe } from '@portal/nest-kit';
import { ApplicationCounts } from '../grants/application-counts.service.js';
import { GrantsService } from '../grants/grants.service.js';

/**
 * For the other services only, applications and reviews (the services’ credential; no member’s token: the outbox
 * delivers events on its own). Never routed by the gateway.
 */
@Controller('internal/grants')
@InternalRoute()
export class GrantsInternalController {
  constructor(
    private readonly grants: GrantsService,
    private readonly counts: ApplicationCounts,
  ) {}

  @Get(':id/snapshot')
  @PublicRoute()
  snapshot(
    @Param('id', new UuidParamPipe('grant.not_found', 'Grant not found')) id: string,
  ): Promise<GrantSnapshot> {
    return this.grants.snapshot(id);
  }

  /** The reviews service: who leads the grant's review. */
  @Get(':id/lead')
  @PublicRoute()
  lead(
    @Param('id', new UuidParamPipe('grant.not_found', 'Grant not found')) id: string,
  ): Promise<{ grantId: string; title: string; leadId: string | null }> {
    return this.grants.reviewLead(id);
  }

  @Post('application-events')
  @PublicRoute()
  @HttpCode(200)
  async applicationEvents(
    @Body(new ZodPipe(grantInternalEndpoints.applicationEvents.request))
    body: {
      events: ApplicationEvent[];
    },
  ): Promise<{ applied: number }> {
    return { applied: await this.counts.apply(body.events) };
  }
}
