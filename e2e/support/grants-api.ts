import type { LoginResponse } from '@portal/contract';
import {
  grantEndpoints,
  type Grant,
  type GrantInput,
  type GrantSummary,
} from '@portal/contract/grants';
import { pathFor, type Endpoint, type PathParameters } from '@portal/contract/http';

/** Calls one grants endpoint of the contract as `session`, and gives its answer. */
async function call<E extends Endpoint>(
  baseUrl: string,
  session: LoginResponse,
  called: E,
  params?: PathParameters<E['path']>,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${pathFor(called, params)}`, {
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
  return response.json();
}

export async function getGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  id: string,
): Promise<Grant> {
  return (await call(baseUrl, session, grantEndpoints.get, { id })) as Grant;
}

export async function listGrantsThroughApi(
  baseUrl: string,
  session: LoginResponse,
): Promise<Grant[]> {
  return (await call(baseUrl, session, grantEndpoints.list)) as Grant[];
}

export async function createGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  grant: GrantInput,
): Promise<Grant> {
  return (await call(baseUrl, session, grantEndpoints.create, undefined, grant)) as Grant;
}

export async function availableGrantsThroughApi(
  baseUrl: string,
  session: LoginResponse,
): Promise<GrantSummary[]> {
  return (await call(baseUrl, session, grantEndpoints.available)) as GrantSummary[];
}
