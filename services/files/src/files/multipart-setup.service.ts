import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from './files.service.js';

/**
 * Registers @fastify/multipart on the service's Fastify, reading parts as streams (never into
 * memory or a temporary file). Its file limit sits one byte past MAX_UPLOAD_MB so the upload's own
 * count (inspected-upload.ts) sees the excess and answers 413. An upload has three parts (the
 * file, applicationId, questionKey); the other limits only bound the work a hostile body can
 * cause, and passing one is a 400 (multipart-refusal.ts).
 */
@Injectable()
export class MultipartSetup implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(MAX_UPLOAD_BYTES) private readonly maxUploadBytes: number,
  ) {}

  async onModuleInit(): Promise<void> {
    const instance = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await instance.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fields: 4, fieldSize: 1024, parts: 6, fileSize: this.maxUploadBytes + 1 },
    });
  }
}
