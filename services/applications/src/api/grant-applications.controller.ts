import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  applicationEndpoints,
  type Application,
  type ApplicationPage,
  type ApplicationSummary,
  type ListApplicationsQuery,
  type MoreInfoRequest,
  type ResubmitApplicationRequest,
  type SetApplicationStatusRequest,
  type SubmitApplicationRequest,
  type WithdrawApplicationRequest,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { ApplicationConversation } from '../applications/application-conversation.service.js';
import { ApplicationsService } from '../applications/applications.service.js';

const applicationId = () => new UuidParamPipe('application.not_found', 'Application not found');

/**
 * `/api/grant-applications` (spec §7, decisions §3). Each handler states its permission; who
 * may see which application ("R, or the applicant") is decided in the service.
 */
@Controller('api/grant-applications')
export class GrantApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly conversation: ApplicationConversation,
  ) {}

  @Post()
  @RequirePermission('applications:use')
  submit(
    @Body(new ZodPipe(applicationEndpoints.submit.request)) request: SubmitApplicationRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.applications.submit(request, caller);
  }

  /** Without `page` the spec's array (`list`); with it, a page of the table (`listPage`). */
  @Get()
  @RequirePermission('applications:use')
  list(
    @Query(new ZodPipe(applicationEndpoints.list.query)) query: ListApplicationsQuery,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ApplicationSummary[] | ApplicationPage> {
    return this.applications.list(query, caller);
  }

  @Get(':id')
  @RequirePermission('applications:use')
  get(
    @Param('id', applicationId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.applications.get(id, caller);
  }

  @Put(':id/status')
  @RequirePermission('applications:review')
  setStatus(
    @Param('id', applicationId()) id: string,
    @Body(new ZodPipe(applicationEndpoints.setStatus.request)) request: SetApplicationStatusRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.applications.setStatus(id, request, caller);
  }

  @Delete(':id')
  @RequirePermission('applications:review')
  @HttpCode(204)
  remove(@Param('id', applicationId()) id: string): Promise<void> {
    return this.applications.remove(id);
  }

  @Post(':id/more-info-request')
  @HttpCode(200)
  @RequirePermission('applications:review')
  requestMoreInfo(
    @Param('id', applicationId()) id: string,
    @Body(new ZodPipe(applicationEndpoints.requestMoreInfo.request)) request: MoreInfoRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.conversation.requestMoreInfo(id, request, caller);
  }

  /** The applicant only (checked in the service): signed-in is all the table can say. */
  @Post(':id/resubmit')
  @HttpCode(200)
  @RequirePermission('applications:use')
  resubmit(
    @Param('id', applicationId()) id: string,
    @Body(new ZodPipe(applicationEndpoints.resubmit.request)) request: ResubmitApplicationRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.conversation.resubmit(id, request, caller);
  }

  /** The applicant only (checked in the service). */
  @Post(':id/withdraw')
  @HttpCode(200)
  @RequirePermission('applications:use')
  withdraw(
    @Param('id', applicationId()) id: string,
    @Body(new ZodPipe(applicationEndpoints.withdraw.request)) request: WithdrawApplicationRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.conversation.withdraw(id, request, caller);
  }
}
