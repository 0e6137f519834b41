import type { FastifyRequest } from 'fastify';

/** One GET call's answer: the service's status (0 when none answered), its JSON when 200. */
export interface PageCallAnswer {
  status: number;
  json?: unknown;
}

/**
 * How a data page's calls reach the services: the gateway's own way of calling its upstreams,
 * with the member's token and the request's forwarded headers (gateway/src/api/page-calls.ts).
 * Page drawing knows the calls, not where the services are.
 */
export interface PageCalls {
  ask(
    call: string,
    token: string,
    request: FastifyRequest,
    timeoutMs: number,
  ): Promise<PageCallAnswer>;
}

/** The gateway's knowledge of session tokens: verified as the services verify them. */
export interface PageSessions<Session> {
  /** The token's session, or undefined when it is not a live session's token. */
  claimsOf(token: string): Session | undefined;
  /** Remembers that the services refused this session: its next pages are drawn signed out. */
  revoke(session: Session): void;
  isRevoked(session: Session): boolean;
}

/** The client's per-minute budgets, which a page's calls spend as the app's own calls would. */
export interface PageBudgets<Session> {
  /** Spends `count` requests of the address's and the session's budgets; false once spent. */
  spend(request: FastifyRequest, count: number, session: Session): Promise<boolean>;
}
