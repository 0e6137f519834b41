import { Injectable, type PipeTransform } from '@nestjs/common';
import { errorStatuses, type ApiErrorDetail, type ErrorCode } from '@portal/contract';
import type { z } from 'zod';
import { DomainException } from '../errors/domain-exception.js';

/**
 * Validates a request body or query with a schema from `@portal/contract` (`@Body(new
 * ZodPipe(endpoint.request))`). The message is the first problem as a sentence; `errors` lists
 * every problem with the field it concerns and its code; the answer's code is the first one's.
 */
@Injectable()
export class ZodPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const details: ApiErrorDetail[] = result.error.issues.map((issue) => {
      const code = codeOf(issue);
      return {
        ...(issue.path.length > 0 ? { field: issue.path.join('.') } : {}),
        message: issue.message,
        ...(code ? { code } : {}),
      };
    });
    throw new DomainException(
      details[0]?.code ?? 'request.invalid',
      details[0]?.message ?? 'The request is not valid.',
      { details },
    );
  }
}

/** A schema's own rules may name their error code in the issue's `params` (see grantInputSchema). */
function codeOf(issue: z.core.$ZodIssue): ErrorCode | undefined {
  const code = (issue as { params?: { code?: unknown } }).params?.code;
  return typeof code === 'string' && code in errorStatuses ? (code as ErrorCode) : undefined;
}
