import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  grantEndpoints,
  type Grant,
  type GrantHistoryEntry,
  type GrantInput,
  type GrantListQuery,
  type GrantPage,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { GrantsService } from '../grants/grants.service.js';

const grantId = () => new UuidParamPipe('grant.not_found', 'Grant not found');

/** `/api/grants` (spec §7, decisions §3). Each handler states its permission; the rules live in the service. */
@Controller('api/grants')
export class GrantsController {
  constructor(private readonly grants: GrantsService) {}

  /** Without `page` the spec's array; with it, a page of the grants table (`listPage`). */
  @Get()
  @RequirePermission('grants:manage')
  list(
    @Query(new ZodPipe(grantEndpoints.list.query)) query: GrantListQuery,
  ): Promise<Grant[] | GrantPage> {
    if (query.page !== undefined) return this.grants.page(query.page, query.search, query.archived);
    return this.grants.list(query.search, query.archived);
  }

  @Post()
  @RequirePermission('grants:manage')
  create(
    @Body(new ZodPipe(grantEndpoints.create.request)) input: GrantInput,
    @Query(new ZodPipe(grantEndpoints.create.query)) query: { copyOf?: string },
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Grant> {
    return this.grants.create(input, caller, query.copyOf);
  }

  @Get(':id')
  @RequirePermission('grants:read')
  get(
    @Param('id', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Grant> {
    return this.grants.get(id, caller);
  }

  @Put(':id')
  @RequirePermission('grants:manage')
  update(
    @Param('id', grantId()) id: string,
    @Body(new ZodPipe(grantEndpoints.update.request)) input: GrantInput,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Grant> {
    return this.grants.update(id, input, caller);
  }

  @Delete(':id')
  @RequirePermission('grants:manage')
  @HttpCode(204)
  remove(
    @Param('id', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<void> {
    return this.grants.remove(id, caller);
  }

  @Post(':id/submit')
  @RequirePermission('grants:manage')
  @HttpCode(200)
  submit(
    @Param('id', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Grant> {
    return this.grants.submit(id, caller);
  }

  @Post(':id/publish')
  @RequirePermission('grants:manage')
  @HttpCode(200)
  publish(
    @Param('id', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Grant> {
    return this.grants.publish(id, caller);
  }

  @Post(':id/archive')
  @RequirePermission('grants:manage')
  @HttpCode(200)
  archive(
    @Param('id', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Grant> {
    return this.grants.archive(id, caller);
  }

  @Post(':id/restore')
  @RequirePermission('grants:manage')
  @HttpCode(200)
  restore(
    @Param('id', grantId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Grant> {
    return this.grants.restore(id, caller);
  }

  @Get(':id/history')
  @RequirePermission('grants:manage')
  history(@Param('id', grantId()) id: string): Promise<GrantHistoryEntry[]> {
    return this.grants.history(id);
  }
}
