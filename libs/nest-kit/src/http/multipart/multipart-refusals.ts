import type { ErrorCode } from '@portal/contract';
import { DomainException } from '../../errors/domain-exception.js';

/** A refusal as the member reads it: a code of the contract and a sentence. */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

/**
 * What one form answers when its body is refused (400s): the codes and sentences are the form's,
 * the situations are the same for every multipart body.
 */
export interface MultipartRefusals {
  /** The request is not multipart/form-data at all. */
  notMultipart: Refusal;
  /** The code of a body that is not proper multipart (cut off, no boundary, never closed). */
  broken: ErrorCode;
  /** More files than the form takes. */
  tooManyFiles: Refusal;
  /** More fields or parts than the form takes, or a part the parser cannot place. */
  tooManyParts: Refusal;
  /** A field sent with a JSON content type. */
  jsonField: Refusal;
  /** A field that is not a short plain text; `shown` is its name as the client sent it, quoted. */
  notPlainText: (shown: string) => Refusal;
}

/**
 * The one place where what @fastify/multipart and busboy raise about a body becomes the 400 the
 * client gets, with a sentence: a body that is not proper multipart is the client's mistake,
 * never a 500. Busboy's own errors carry no code, only their message; @fastify/multipart's
 * carry an `FST_` code. Answers `undefined` for anything else (the store failing, a bug).
 */
export function multipartRefusal(
  error: unknown,
  refusals: MultipartRefusals,
): DomainException | undefined {
  if (!(error instanceof Error)) return undefined;
  const refuse = ({ code, message }: Refusal) => new DomainException(code, message);
  const broken = (message: string) => refuse({ code: refusals.broken, message });
  switch ((error as Error & { code?: string }).code) {
    case 'FST_MP_PREMATURE_CLOSE':
      return broken('The upload was cut off before its end.');
    case 'FST_FILES_LIMIT':
      return refuse(refusals.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return refuse(refusals.tooManyParts);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return refuse(refusals.jsonField);
    default:
      break;
  }
  if (error.message === 'Multipart: Boundary not found')
    return broken(
      'The Content-Type multipart/form-data names no boundary: send the form as FormData does.',
    );
  // A body cut short and a body that is no multipart at all (its boundary never comes) look
  // alike to the parser: both end before the closing boundary.
  if (
    error.message === 'Unexpected end of multipart data' ||
    error.message.endsWith('terminated early due to unexpected end of multipart data')
  )
    return broken(
      'The body is not a whole multipart/form-data form: it ends before its closing boundary.',
    );
  return undefined;
}
