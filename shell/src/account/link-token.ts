import { accountLinkTokenPattern } from '@portal/contract/users';

/**
 * The token of a link sent by email, from the page's fragment (`#token=…`): the fragment never
 * reaches a server, so the token stays out of access logs and `Referer` headers. Undefined when
 * the fragment holds no well-formed token (a link cut short by a mail program).
 */
export function linkTokenFrom(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && accountLinkTokenPattern.test(token) ? token : undefined;
}
