import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { findUnstorableText, textPathName, unstorableTextMessage } from '@portal/contract';
import { DomainException } from '../errors/domain-exception.js';

/**
 * Refuses a body or a query holding text PostgreSQL cannot store (U+0000, a lone surrogate:
 * the contract's storable-text.ts) with 400 `request.text_unstorable`, naming the field. It is
 * a global pipe (`createServiceApp`), so it runs for every `@Body()` and `@Query()` of every
 * service, with or without a ZodPipe after it: an endpoint added tomorrow cannot forget it.
 * Path parameters are left to their own pipes (an id that is not a UUID is not found).
 */
@Injectable()
export class StorableTextPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const found = findUnstorableText(value);
    if (!found) return value;
    // `@Body('field')` receives one field of the body: the path starts at that field.
    const path = metadata.data ? [metadata.data, ...found] : found;
    const message = unstorableTextMessage(path);
    throw new DomainException('request.text_unstorable', message, {
      details: [
        {
          ...(path.length > 0 ? { field: textPathName(path) } : {}),
          message,
          code: 'request.text_unstorable',
        },
      ],
    });
  }
}
