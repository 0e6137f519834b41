import {
  pathFor,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointQuery,
  type PathParameters,
} from '@portal/contract/http';
import { ApiRequestError } from './api-request-error.js';
import type { ApiClient } from './api-client.js';
import { api } from './portal-api.js';

export interface CallOptions<E extends Endpoint> {
  params?: PathParameters<E['path']>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
}

/**
 * Calls one endpoint of the contract: fills its path, sends the body, and checks the answer
 * against the endpoint's schema, so a screen gets a value of the promised type or an
 * `ApiRequestError` (a failed call, or an answer of the wrong shape: the screen shows its
 * fallback message). `client` is the portal's API client unless a test gives its own.
 */
export async function callEndpoint<E extends Endpoint>(
  called: E,
  options: CallOptions<E> = {},
  client: ApiClient = api,
): Promise<EndpointAnswer<E>> {
  const path = pathFor(
    called,
    options.params,
    options.query as Record<string, string | number | boolean | undefined> | undefined,
  );
  const answer = await client.request<unknown>(called.method, path, options.body, {
    signal: options.signal,
  });
  const checked = called.response.safeParse(answer);
  if (!checked.success) {
    throw new ApiRequestError(200, undefined, {
      message: `The portal's answer to ${called.method} ${called.path} was not what this page expects.`,
      cause: checked.error,
    });
  }
  return checked.data as EndpointAnswer<E>;
}
