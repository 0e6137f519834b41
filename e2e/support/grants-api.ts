import type { LoginResponse } from '@portal/contract';
import {
  grantEndpoints,
  type Grant,
  type GrantInput,
  type GrantSummary,
} from '@portal/contract/grants';
import {
  pathFor,
  type Endpoint,
  type EndpointAnswer,
  type PathParameters,
} from '@portal/contract/http';

/**
 * Calls one grants endpoint of the contract as `session` and checks the answer against the
 * endpoint's schema, as the screens do; throws with the status on anything but 2xx.
 */
async function call<E extends Endpoint>(
  baseUrl: string,
  session: LoginResponse,
  called: E,
  params?: PathParameters<E['path']>,
  body?: unknown,
): Promise<EndpointAnswer<E>> {
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
  const text = await response.text();
  return called.response.parse(text ? JSON.parse(text) : undefined) as EndpointAnswer<E>;
}

/** A small valid grant, as the create form would send it. */
export function grantInput(title: string): GrantInput {
  return {
    title,
    type: 'scholarship',
    description: 'Tuition help for members in full-time studies, up to $3,000 CAD a year.',
    openDate: '2026-09-01',
    closeDate: '2026-12-31',
    sections: [
      {
        label: 'About You',
        description: 'Your studies',
        weight: 100,
        questions: [
          {
            label: 'What will you study?',
            type: 'textarea',
            required: true,
            weight: 100,
            options: [],
            defaultSelected: [],
          },
        ],
      },
    ],
  };
}

export function getGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  id: string,
): Promise<Grant> {
  return call(baseUrl, session, grantEndpoints.get, { id });
}

export function listGrantsThroughApi(baseUrl: string, session: LoginResponse): Promise<Grant[]> {
  return call(baseUrl, session, grantEndpoints.list);
}

/** A new draft: the grant as given, or `grantInput(title)` for a title. */
export function createGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  grant: GrantInput | string,
): Promise<Grant> {
  const body = typeof grant === 'string' ? grantInput(grant) : grant;
  return call(baseUrl, session, grantEndpoints.create, undefined, body);
}

/** Publishes a grant as the edit form would: the whole grant with status published. */
export function publishGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  grant: Grant,
): Promise<Grant> {
  const { title, type, description, openDate, closeDate, sections } = grant;
  return call(
    baseUrl,
    session,
    grantEndpoints.update,
    { id: grant._id },
    {
      title,
      type,
      description,
      openDate,
      closeDate,
      sections,
      status: 'published',
    },
  );
}

export function availableGrantsThroughApi(
  baseUrl: string,
  session: LoginResponse,
): Promise<GrantSummary[]> {
  return call(baseUrl, session, grantEndpoints.available);
}
