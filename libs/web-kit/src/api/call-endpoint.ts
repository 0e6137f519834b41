import {
  pathFor,
  type AnswerKind,
  type Call,
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
 * Calls one endpoint of the contract, as a screen knows it (`grantCalls.available`, zod-free):
 * fills its path, sends the body, and resolves with the answer, typed by the endpoint's schema;
 * a failed call rejects with an `ApiRequestError`. `client` is the portal's API client unless a
 * test gives its own.
 *
 * The answer is not validated against the schema here: that would bring zod (about 25 kB
 * compressed) to every signed-in page on a slow line. The services produce answers of the
 * contract's types (the same schemas, checked by the compiler), and the browser tests read the
 * real answers with the schemas (e2e `callAs`). What is checked is cheap and catches what goes
 * wrong in the field: an answer that is not the JSON the call promises (a list, an object, or
 * nothing), such as a proxy's or captive portal's HTML page. It rejects as an answer of the
 * wrong shape did before, so the screen shows its fallback message.
 */
export async function callEndpoint<E extends Endpoint>(
  called: Call<E>,
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
  return expectAnswer(called, answer) as EndpointAnswer<E>;
}

/**
 * The answer when it is the kind of JSON `called` promises; otherwise the `ApiRequestError` of
 * an answer this page did not expect. For answers that did not come through `callEndpoint` (an
 * upload's, sent with progress).
 */
export function expectAnswer(
  called: { method: string; path: string; answer: AnswerKind },
  answer: unknown,
): unknown {
  if (!isKind(called.answer, answer)) {
    throw new ApiRequestError(200, undefined, {
      message: `The portal's answer to ${called.method} ${called.path} was not what this page expects.`,
    });
  }
  return answer;
}

function isKind(kind: AnswerKind, answer: unknown): boolean {
  switch (kind) {
    case 'list':
      return Array.isArray(answer);
    case 'object':
      return typeof answer === 'object' && answer !== null && !Array.isArray(answer);
    case 'nothing':
      return answer === undefined;
    case 'any':
      return true;
  }
}
