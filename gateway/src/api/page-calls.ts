import { plainRequest } from '@portal/http-kit';
import type { ServiceName } from '@portal/contract';
import type { PageCallAnswer, PageCalls } from '@portal/page-drawing';
import type { FastifyRequest } from 'fastify';
import { forwardedFrom, forwardedHeaders } from './forwarded-headers.js';
import { serviceFor } from './upstreams.js';

/**
 * A data page's GET calls (@portal/page-drawing's DataPages), asked of the service each path
 * belongs to with the member's token, as the page's own call through `/api` would be.
 */
export function pageCallsTo(upstreams: Record<ServiceName, string>): PageCalls {
  return {
    async ask(
      call: string,
      token: string,
      request: FastifyRequest,
      timeoutMs: number,
    ): Promise<PageCallAnswer> {
      const service = serviceFor(call);
      if (!service) return { status: 0 };
      const headers = forwardedHeaders(
        { accept: 'application/json', authorization: `Bearer ${token}` },
        forwardedFrom(request),
      ) as Record<string, string>;
      try {
        const answer = await plainRequest(new URL(call, upstreams[service]), {
          headers,
          timeoutMs,
        });
        if (answer.status !== 200) return { status: answer.status };
        return { status: 200, json: JSON.parse(answer.text) as unknown };
      } catch {
        return { status: 0 }; // unreachable, too slow or not JSON: the app asks again
      }
    },
  };
}
