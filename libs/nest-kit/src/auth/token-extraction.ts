import type { FastifyRequest } from 'fastify';
import { ExtractJwt } from 'passport-jwt';

const tokenInQueryAllowed = Symbol('tokenInQueryAllowed');
const fromAuthorizationHeader = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Marks a request whose route accepts `?token=` (set by the guard from route metadata). */
export function allowTokenInQuery(request: FastifyRequest): void {
  (request as FastifyRequest & { [tokenInQueryAllowed]?: boolean })[tokenInQueryAllowed] = true;
}

/** The bearer token of a request: the Authorization header, or `?token=` where the route allows it. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const fromHeader = fromAuthorizationHeader(request);
  if (fromHeader) return fromHeader;
  if ((request as FastifyRequest & { [tokenInQueryAllowed]?: boolean })[tokenInQueryAllowed]) {
    const query = request.query as Record<string, unknown> | undefined;
    return typeof query?.token === 'string' && query.token.length > 0 ? query.token : null;
  }
  return null;
}
