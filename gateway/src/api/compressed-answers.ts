import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { constants } from 'node:zlib';

/** Below this an answer fits in one packet either way: compressing it costs more than it saves. */
const worthCompressingBytes = 1024;

/**
 * Adds `reply.compress` (br or gzip, by the browser's Accept-Encoding) without compressing
 * anything by itself. Brotli at quality 4 (not the default 11): close to gzip's CPU cost with
 * smaller answers, so compressing never makes the gateway the slowest step.
 */
export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/** What reply-from hands over: the service's answer, headers already copied onto the reply. */
interface ServiceAnswer {
  stream: Readable;
}

/**
 * Sends a service's answer on to the browser, compressed when it is worth it: a JSON answer to
 * a GET of at least 1 KiB (the grant list a member opens first on a slow link is 10× smaller
 * gzipped). Answers to POST/PUT/DELETE are never compressed: they carry tokens or echo what
 * was sent, which is what BREACH-style guessing needs. Files pass as they are (documents and
 * photos are compressed already, and a Range answer must keep its byte offsets).
 */
export function sendServiceAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ServiceAnswer,
): void {
  if (worthCompressing(request, reply)) reply.compress(answer.stream);
  else void reply.send(answer.stream);
}

function worthCompressing(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' || reply.statusCode !== 200) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!/^application\/json\b/i.test(type)) return false;
  const length = Number(reply.getHeader('content-length'));
  // A chunked answer has no length: it is compressed, it was large enough to stream.
  return Number.isNaN(length) || length >= worthCompressingBytes;
}
