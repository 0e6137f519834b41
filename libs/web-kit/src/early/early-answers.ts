import type { EarlyAnswerSource, FetchLike, ResponseLike } from '../api/api-client.js';

export interface EarlyAnswersOptions {
  /** The GET paths the page opened will ask for (with their query), e.g. `/api/available-grants`. */
  paths: readonly string[];
  /** The stored session's token; without one nothing is sent (the guard sends the visitor to /login). */
  token: string | null;
  /** Whether an answer may still be handed out: false once the member has moved to another page. */
  stillWanted: () => boolean;
  fetch?: FetchLike;
}

/**
 * Sends the page's first GET calls now, before the app's code has arrived, and hands each
 * answer to the API client when the page asks for the same path (`ApiClient.answerEarly`). On a
 * slow line the page's code takes a second or more; its data would otherwise be asked for only
 * after it, one more round trip plus the answer.
 *
 * The calls are the page's own: the same path, the stored token, the same headers, sent to the
 * same services, which decide as for any call; the client reads the answer as it reads any (a 401
 * signs out). Each answer is handed out once, only for the token it was asked with and only while
 * `stillWanted()`, so a later call (a refresh, another page) always goes to the network.
 *
 * This module is its own entry of web-kit (`@portal/web-kit/early`), small and without
 * dependencies: the shell's first script runs it before the shared libraries are set up.
 */
export function startEarlyAnswers(options: EarlyAnswersOptions): EarlyAnswerSource {
  const { token } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const pending = new Map<string, Promise<ResponseLike>>();
  if (token) {
    for (const path of new Set(options.paths)) {
      const answer = fetchImpl(path, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      // Not taken (the page did not ask after all) must not be an unhandled rejection.
      answer.catch(() => undefined);
      pending.set(path, answer);
    }
  }
  return {
    take(path, askedWith) {
      const answer = pending.get(path);
      if (!answer || askedWith !== token) return undefined;
      pending.delete(path);
      return options.stillWanted() ? answer : undefined;
    },
  };
}
