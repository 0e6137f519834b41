import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ErrorCode } from '@portal/contract';
import { DomainException } from '../errors/domain-exception.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names nothing: 404, never a database error (decisions §2). */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(
    private readonly notFoundCode: ErrorCode,
    private readonly notFoundMessage: string,
  ) {}

  transform(value: string): string {
    if (!uuidPattern.test(value))
      throw new DomainException(this.notFoundCode, this.notFoundMessage);
    return value.toLowerCase();
  }
}
