import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { fileInternalEndpoints } from '@portal/contract';
import { InternalRoute, PublicRoute, ZodPipe } from '@portal/nest-kit';
import type { z } from 'zod';
import { FilesService } from '../files/files.service.js';

type ApplicationEventsBody = z.output<typeof fileInternalEndpoints.applicationEvents.request>;

/** For the other services only: the applications service's outbox delivers its events here. */
@Controller('internal/files')
@InternalRoute()
export class FilesInternalController {
  constructor(private readonly files: FilesService) {}

  @Post('application-events')
  @HttpCode(200)
  @PublicRoute()
  async applicationEvents(
    @Body(new ZodPipe(fileInternalEndpoints.applicationEvents.request)) body: ApplicationEventsBody,
  ): Promise<{ applied: number }> {
    await this.files.applyApplicationEvents(body.events);
    return { applied: body.events.length };
  }
}
