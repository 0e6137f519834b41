/**
 * Spec §6: "Signed-out users are sent to /login, remembering the origin". The origin travels
 * in the login page's address (`/login?next=%2Fedit-users`), so it survives every full page
 * load on the way: a guard's redirect, a 401 from any call, and the login's own page load.
 */
export const loginPath = '/login';
export const returnPathParameter = 'next';

/** Pages a sign-in must never return to: they would only send the visitor on again. */
const notAReturnPath = new Set(['/login', '/register']);

// Any origin works for resolving a path; a reserved name makes the intent obvious.
const probeOrigin = 'https://portal.invalid';

/** The login page's address that brings the visitor back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  const returnPath = sameOriginPath(path);
  if (returnPath === null || returnPath === '/') return loginPath;
  return `${loginPath}?${new URLSearchParams({ [returnPathParameter]: returnPath }).toString()}`;
}

/**
 * The page to return to after signing in, read from the login page's query string; null
 * when there is none, or when it is not a path of this portal (an absolute or
 * protocol-relative URL would make the login page an open redirect).
 */
export function readReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(returnPathParameter);
  return next === null ? null : sameOriginPath(next);
}

function sameOriginPath(candidate: string): string | null {
  // Only root-relative paths; '//host' and '/\host' are read by browsers as other origins.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return null;
  }
  let url: URL;
  try {
    // Resolving also drops the tabs and line breaks a browser would ignore ('/\t/evil.example').
    url = new URL(candidate, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin || notAReturnPath.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
