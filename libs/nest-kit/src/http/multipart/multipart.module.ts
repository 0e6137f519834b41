import { type DynamicModule, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** What one multipart body may hold; passing a limit is a 400 (multipart-refusals.ts). */
export interface MultipartLimits {
  files: number;
  fields: number;
  /** Bytes of one field's value. */
  fieldSize: number;
  parts: number;
  /** Bytes of one file: set it one past the form's own limit so the form sees the excess. */
  fileSize: number;
}

const MULTIPART_LIMITS = Symbol('MULTIPART_LIMITS');

/**
 * Registers @fastify/multipart on the service's Fastify, reading parts as streams (never into
 * memory or a temporary file), with a file that passes its limit cut short rather than thrown
 * (the form counts its own bytes and answers 413).
 */
@Injectable()
class MultipartSetup implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(MULTIPART_LIMITS) private readonly limits: MultipartLimits,
  ) {}

  async onModuleInit(): Promise<void> {
    const instance = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await instance.register(multipart, { throwFileSizeLimit: false, limits: this.limits });
  }
}

/** Multipart bodies for a service's routes: read them with `multipartParts(request, refusals)`. */
@Module({})
export class MultipartModule {
  static register(limits: MultipartLimits): DynamicModule {
    return {
      module: MultipartModule,
      providers: [{ provide: MULTIPART_LIMITS, useValue: limits }, MultipartSetup],
    };
  }
}
