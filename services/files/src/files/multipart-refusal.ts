import { DomainException } from '@portal/nest-kit';

/**
 * The one place where what @fastify/multipart and busboy raise about a body becomes the 400 the
 * member gets, with a sentence: a body that is not proper multipart is the client's mistake,
 * never a 500. Busboy's own errors carry no code, only their message; @fastify/multipart's
 * carry an `FST_` code. Answers `undefined` for anything else (the store failing, a bug).
 */
export function multipartRefusal(error: unknown): DomainException | undefined {
  if (!(error instanceof Error)) return undefined;
  const refuse = (code: 'file.multipart' | 'file.parts' | 'file.fields', sentence: string) =>
    new DomainException(code, sentence);
  switch ((error as Error & { code?: string }).code) {
    case 'FST_MP_PREMATURE_CLOSE':
      return refuse('file.multipart', 'The upload was cut off before its end.');
    case 'FST_FILES_LIMIT':
      return refuse('file.parts', 'Send one file per upload.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return refuse('file.parts', uploadPartsSentence);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return refuse('file.fields', 'Send applicationId and questionKey as plain text fields.');
    default:
      break;
  }
  if (error.message === 'Multipart: Boundary not found')
    return refuse(
      'file.multipart',
      'The Content-Type multipart/form-data names no boundary: send the form as FormData does.',
    );
  // A body cut short and a body that is no multipart at all (its boundary never comes) look
  // alike to the parser: both end before the closing boundary.
  if (
    error.message === 'Unexpected end of multipart data' ||
    error.message.endsWith('terminated early due to unexpected end of multipart data')
  )
    return refuse(
      'file.multipart',
      'The body is not a whole multipart/form-data form: it ends before its closing boundary.',
    );
  return undefined;
}

/** The parts an upload has (spec §7), for a refusal of any other. */
export const uploadPartsSentence =
  'An upload has three parts: the file (named "file"), applicationId and questionKey, each once.';
