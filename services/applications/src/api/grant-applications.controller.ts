import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  applicationEndpoints,
  type Application,
  type ApplicationSummary,
  type ListApplicationsQuery,
  type SetApplicationStatusRequest,
  type SubmitApplicationRequest,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { ApplicationsService } from '../applications/applications.service.js';

const applicationId = () => new UuidParamPipe('application.not_found', 'Application not found');

/**
 * `/api/grant-applications` (spec §7, decisions §3). Each handler states its permission; who
 * may see which application ("R, or the applicant") is decided in the service.
 */
@Controller('api/grant-applications')
export class GrantApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post()
  @RequirePermission('applications:use')
  submit(
    @Body(new ZodPipe(applicationEndpoints.submit.request)) request: SubmitApplicationRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.applications.submit(request, caller);
  }

  @Get()
  @RequirePermission('applications:use')
  list(
    @Query(new ZodPipe(applicationEndpoints.list.query)) query: ListApplicationsQuery,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ApplicationSummary[]> {
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
    return this.applications.setStatus(id, request.status, caller);
  }

  @Delete(':id')
  @RequirePermission('applications:review')
  @HttpCode(204)
  remove(@Param('id', applicationId()) id: string): Promise<void> {
    return this.applications.remove(id);
  }
}
