import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FileHistoryEntry, FileRecord, UploadLimits } from '@portal/contract';
import {
  AllowTokenInQuery,
  CurrentCaller,
  multipartParts,
  RequirePermission,
  UuidParamPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileDownloads } from '../files/file-downloads.service.js';
import { FilesService } from '../files/files.service.js';
import { uploadRefusals } from '../files/upload-refusals.js';

const fileId = () => new UuidParamPipe('file.not_found', 'File not found');

/** `/api/files`: upload, the files of an application, download, delete (decisions §3). */
@Controller('api/files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly downloads: FileDownloads,
  ) {}

  /** MAX_UPLOAD_MB, for the form's hint and its check when a file is chosen. */
  @Get('limits')
  @RequirePermission('files:use')
  limits(): UploadLimits {
    return this.files.limits();
  }

  @Post('upload')
  @RequirePermission('files:use')
  upload(
    @CurrentCaller() caller: AuthenticatedCaller,
    @Req() request: FastifyRequest,
  ): Promise<FileRecord> {
    return this.files.upload(caller, multipartParts(request, uploadRefusals));
  }

  @Get('application/:id')
  @RequirePermission('files:use')
  ofApplication(
    @CurrentCaller() caller: AuthenticatedCaller,
    @Param('id', new UuidParamPipe('application.not_found', 'Application not found')) id: string,
  ): Promise<Record<string, FileRecord>> {
    return this.files.ofApplication(caller, id);
  }

  @Get('application/:id/history')
  @RequirePermission('files:manage')
  history(
    @Param('id', new UuidParamPipe('application.not_found', 'Application not found')) id: string,
  ): Promise<FileHistoryEntry[]> {
    return this.files.history(id);
  }

  @Get('history/:id')
  @RequirePermission('files:manage')
  @AllowTokenInQuery()
  async historyDownload(
    @Param('id', fileId()) id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.files.historyFile(id);
    await this.downloads.send(file, request.headers.range, reply);
  }

  @Get(':id')
  @RequirePermission('files:use')
  @AllowTokenInQuery()
  async download(
    @CurrentCaller() caller: AuthenticatedCaller,
    @Param('id', fileId()) id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.files.forDownload(caller, id);
    await this.downloads.send(file, request.headers.range, reply);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('files:manage')
  remove(
    @CurrentCaller() caller: AuthenticatedCaller,
    @Param('id', fileId()) id: string,
  ): Promise<void> {
    return this.files.remove(caller, id);
  }
}
