import type { LoginResponse } from '@portal/contract';
import {
  pathFor,
  type Endpoint,
  type EndpointAnswer,
  type PathParameters,
} from '@portal/contract/http';

export interface CallAsOptions<E extends Endpoint> {
  params?: PathParameters<E['path']>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * Calls one endpoint of the contract as `session` and checks the answer against the endpoint's
 * schema, as the screens do; throws with the status on anything but 2xx, so a test can expect
 * `/404/`.
 */
export async function callAs<E extends Endpoint>(
  baseUrl: string,
  session: LoginResponse,
  called: E,
  options: CallAsOptions<E> = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = options;
  const response = await fetch(`${baseUrl}${pathFor(called, params, query)}`, {
    method: called.method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `${called.method} ${called.path} failed: ${response.status} ${await response.text()}`,
    );
  }
  const text = await response.text();
  return called.response.parse(text ? JSON.parse(text) : undefined) as EndpointAnswer<E>;
}
