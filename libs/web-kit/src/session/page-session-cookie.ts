import { pageSessionCookie } from '@portal/contract/http';

/** Where the page-session cookie is written: `document` in the browser, a fake in tests. */
export interface CookieJar {
  cookie: string;
}

/** What `CookieJar.cookie` is assigned to keep `token` (null: to forget it). */
export function pageSessionCookieLine(
  token: string | null,
  options: { secure: boolean; now?: Date },
): string {
  const { name, path } = pageSessionCookie;
  const attributes = [`Path=${path}`, 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])];
  if (token === null) return [`${name}=`, ...attributes, 'Max-Age=0'].join('; ');
  const expires = tokenExpiry(token);
  const seconds =
    expires === undefined
      ? undefined
      : Math.max(0, Math.floor((expires - (options.now ?? new Date()).getTime()) / 1000));
  return [
    `${name}=${encodeURIComponent(token)}`,
    ...attributes,
    ...(seconds === undefined ? [] : [`Max-Age=${seconds}`]),
  ].join('; ');
}

/**
 * Keeps the session's token in the page-session cookie (`@portal/contract`'s pageSessionCookie),
 * or forgets it. `Lax`: a member who follows a link from an email still gets their page drawn;
 * the cookie only reads (the API does not take it). `Secure` on https.
 */
export function writePageSessionCookie(jar: CookieJar, token: string | null, secure: boolean) {
  jar.cookie = pageSessionCookieLine(token, { secure });
}

/** When a JWT runs out (its `exp`, in ms), or undefined when the token does not say. */
function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
