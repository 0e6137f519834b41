import { Controller, Get } from '@nestjs/common';
import type { GrantSummary } from '@portal/contract';
import { RequirePermission } from '@portal/nest-kit';
import { GrantsService } from '../grants/grants.service.js';

/** `GET /api/available-grants`: what a member may apply to (decisions §3: the published grants). */
@Controller('api/available-grants')
export class AvailableGrantsController {
  constructor(private readonly grants: GrantsService) {}

  @Get()
  @RequirePermission('grants:read')
  list(): Promise<GrantSummary[]> {
    return this.grants.available();
  }
}
