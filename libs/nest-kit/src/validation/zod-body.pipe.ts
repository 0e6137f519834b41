import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ApiErrorDetail } from '@portal/contract';
import type { z } from 'zod';
import { DomainException } from '../errors/domain-exception.js';

/**
 * Validates a request body with a schema from `@portal/contract`. The message is the first
 * problem as a sentence; `errors` lists every problem with the field it concerns.
 */
@Injectable()
export class ZodBodyPipe<Schema extends z.ZodType> implements PipeTransform<
  unknown,
  z.infer<Schema>
> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const details: ApiErrorDetail[] = result.error.issues.map((issue) => ({
      ...(issue.path.length > 0 ? { field: issue.path.join('.') } : {}),
      message: issue.message,
    }));
    throw new DomainException('invalid', details[0]?.message ?? 'The request is not valid.', {
      details,
    });
  }
}
