import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  officeSettingsEndpoints,
  type OfficeGuidelines,
  type OfficeSettings,
  type OfficeSettingsUpdate,
} from '@portal/contract';
import {
  CurrentCaller,
  InternalRoute,
  PublicRoute,
  RequirePermission,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { OfficeSettingsRepository } from '../office-settings/office-settings.repository.js';

/** `/api/office-settings`: how the office runs the portal, read by everyone signed in, set by admins. */
@Controller('api/office-settings')
export class OfficeSettingsController {
  constructor(private readonly settings: OfficeSettingsRepository) {}

  @Get()
  @RequirePermission('settings:read')
  get(): Promise<OfficeSettings> {
    return this.settings.read();
  }

  @Put()
  @RequirePermission('settings:manage')
  update(
    @Body(new ZodPipe(officeSettingsEndpoints.update.request)) change: OfficeSettingsUpdate,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<OfficeSettings> {
    return this.settings.update(change, caller.principal.id);
  }

  @Get('guidelines')
  @RequirePermission('settings:read')
  guidelines(): Promise<OfficeGuidelines> {
    return this.settings.guidelines();
  }

  @Put('guidelines')
  @RequirePermission('settings:manage')
  updateGuidelines(
    @Body(new ZodPipe(officeSettingsEndpoints.updateGuidelines.request))
    guidelines: OfficeGuidelines,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<OfficeGuidelines> {
    return this.settings.updateGuidelines(guidelines, caller.principal.id);
  }
}

/** `/internal/office-settings`: the same, for a service that follows a setting. */
@Controller('internal/office-settings')
@InternalRoute()
export class OfficeSettingsInternalController {
  constructor(private readonly settings: OfficeSettingsRepository) {}

  @Get()
  @PublicRoute()
  get(): Promise<OfficeSettings> {
    return this.settings.read();
  }
}
