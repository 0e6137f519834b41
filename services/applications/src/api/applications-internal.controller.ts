import { Controller, Get, Param } from '@nestjs/common';
import type { ApplicationOwner } from '@portal/contract';
import { InternalRoute, PublicRoute, UuidParamPipe } from '@portal/nest-kit';
import { ApplicationsService } from '../applications/applications.service.js';

/**
 * For the other services only (the services' credential): the files service asks whose
 * application a file belongs to. Never routed by the gateway.
 */
@Controller('internal/applications')
@InternalRoute()
export class ApplicationsInternalController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get(':id/owner')
  @PublicRoute()
  owner(
    @Param('id', new UuidParamPipe('application.not_found', 'Application not found')) id: string,
  ): Promise<ApplicationOwner> {
    return this.applications.owner(id);
  }
}
