/**
 * The cookie that lets the gateway draw a member's data page with the member's own data.
 *
 * The session is a bearer token in local storage (spec §7), which a page request does not carry.
 * The browser's session store (web-kit) also keeps the token in this cookie, scoped to the pages
 * that show the member's data as their content (`path`): a request for one of them carries it,
 * and the gateway asks the services for that page's data with it, as the page itself would
 * (libs/page-drawing/src/data-pages/data-pages.ts). The services decide what the token may read. The API never
 * reads this cookie (its path does not cover `/api`), so it cannot be used to send a call on the
 * member's behalf from another site.
 */
export const pageSessionCookie = {
  name: 'portal-page-session',
  path: '/apply-grant',
} as const;
