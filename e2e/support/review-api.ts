import type { LoginResponse } from '@portal/contract';
import {
  applicationEndpoints,
  type Application,
  type ApplicationAnswers,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@portal/contract/applications';
import {
  pathFor,
  type Endpoint,
  type EndpointAnswer,
  type PathParameters,
} from '@portal/contract/http';

/**
 * Calls one applications endpoint of the contract as `session` (with its query) and checks the
 * answer against the endpoint's schema, as the screens do; throws with the status on anything
 * but 2xx, so a test can expect `/404/`.
 */
async function callAs<E extends Endpoint>(
  baseUrl: string,
  session: LoginResponse,
  called: E,
  options: {
    params?: PathParameters<E['path']>;
    query?: Record<string, string>;
    body?: unknown;
  } = {},
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

/** A member applies to a published grant, as the form would after its checks. */
export function submitApplicationThroughApi(
  baseUrl: string,
  member: LoginResponse,
  grantId: string,
  answers: ApplicationAnswers,
): Promise<Application> {
  return callAs(baseUrl, member, applicationEndpoints.submit, { body: { grantId, answers } });
}

/** `?portal=education` as the dashboards read it; nothing for every application. */
export function listApplicationsThroughApi(
  baseUrl: string,
  session: LoginResponse,
  query: { portal?: string } = {},
): Promise<ApplicationSummary[]> {
  return callAs(baseUrl, session, applicationEndpoints.list, { query });
}

export function getApplicationThroughApi(
  baseUrl: string,
  session: LoginResponse,
  id: string,
): Promise<Application> {
  return callAs(baseUrl, session, applicationEndpoints.get, { params: { id } });
}

/** A reviewer sets a status, as the review page's buttons do. */
export function setApplicationStatusThroughApi(
  baseUrl: string,
  reviewer: LoginResponse,
  id: string,
  status: ApplicationStatus,
): Promise<Application> {
  return callAs(baseUrl, reviewer, applicationEndpoints.setStatus, {
    params: { id },
    body: { status },
  });
}
