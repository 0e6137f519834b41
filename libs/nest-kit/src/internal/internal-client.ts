import {
  pathFor,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type PathParameters,
} from '@portal/contract';
import { plainRequest, type PlainAnswer } from '@portal/http-kit';
import { serviceCredentialHeaders } from '../auth/service-credential.js';
import { DomainException } from '../errors/domain-exception.js';

/** The other service answered, but not with success: its status, for the caller to decide. */
export class InternalCallRefused extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`${path} answered ${status}`);
    this.name = 'InternalCallRefused';
  }
}

export interface InternalCallOptions<E extends Endpoint> {
  params?: PathParameters<E['path']>;
  body?: EndpointBody<E>;
  /** The caller's token, when the other service acts on the caller's behalf. */
  token?: string;
}

/**
 * Calls another service's `/internal` endpoint (from the contract) with the services'
 * credential, a deadline, and the answer checked against the endpoint's schema. Not reaching
 * the service, or an answer of the wrong shape, is `service.unavailable` (503) for the member;
 * a refusal is an `InternalCallRefused` with its status, which the caller turns into its own
 * answer (a 404 from grants is "Grant not found" to the applications service).
 */
export class InternalClient {
  constructor(
    private readonly baseUrl: string,
    private readonly serviceSecret: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async call<E extends Endpoint>(
    called: E,
    options: InternalCallOptions<E> = {},
  ): Promise<EndpointAnswer<E>> {
    const path = pathFor(called, options.params);
    let answer: PlainAnswer;
    try {
      // node:http rather than fetch: fetch would load a second HTTP client into the service
      // (about 11 MiB, see plainRequest).
      answer = await plainRequest(new URL(path, this.baseUrl), {
        method: called.method,
        headers: {
          ...serviceCredentialHeaders(this.serviceSecret),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      throw unavailable({ cause: error });
    }
    if (answer.status < 200 || answer.status > 299) {
      throw new InternalCallRefused(answer.status, called.path);
    }
    let parsed: unknown;
    try {
      parsed = answer.text ? JSON.parse(answer.text) : undefined;
    } catch (error) {
      throw unavailable({ cause: error });
    }
    const checked = called.response.safeParse(parsed);
    if (!checked.success) throw unavailable({ cause: checked.error });
    return checked.data as EndpointAnswer<E>;
  }
}

function unavailable(options: ErrorOptions): DomainException {
  const failure = new DomainException(
    'service.unavailable',
    'This part of the portal is not reachable right now. Please try again in a moment.',
  );
  failure.cause = options.cause;
  return failure;
}
