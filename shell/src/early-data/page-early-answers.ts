import { sessionStorageKeys, startEarlyAnswers } from '@portal/web-kit/early';
import { pageDrawnAnswers } from './page-drawn-answers.js';
import { earlyRequestsFor } from './route-data.js';

const openedAt = window.location.pathname;

/**
 * The first GET calls of the page being opened, sent as the shell's first script runs (main.ts
 * imports this module), before the rest of the app's code has arrived; bootstrap hands them to
 * the API client (`api.answerEarly`). Only while the member is still on that page: after a
 * navigation every call goes to the network. None for a call the page came drawn with: the page
 * holds its answer.
 */
export const pageEarlyAnswers = startEarlyAnswers({
  paths: earlyRequestsFor(openedAt).filter((path) => !pageDrawnAnswers?.has(path)),
  token: storedToken(),
  stillWanted: () => window.location.pathname === openedAt,
});

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(sessionStorageKeys.token);
  } catch {
    return null; // storage blocked: the session store will find no session either
  }
}
