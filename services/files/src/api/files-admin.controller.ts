import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { CleanupResult, FileRecord } from '@portal/contract';
import { RequirePermission } from '@portal/nest-kit';
import { FilesService } from '../files/files.service.js';

/** `/api/files/admin`: the file manager (R). */
@Controller('api/files/admin')
export class FilesAdminController {
  constructor(private readonly files: FilesService) {}

  @Get('all')
  @RequirePermission('files:manage')
  all(): Promise<FileRecord[]> {
    return this.files.all();
  }

  @Get('orphaned')
  @RequirePermission('files:manage')
  orphaned(): Promise<FileRecord[]> {
    return this.files.orphaned();
  }

  @Post('cleanup')
  @HttpCode(200)
  @RequirePermission('files:manage')
  cleanup(): Promise<CleanupResult> {
    return this.files.cleanup();
  }
}
