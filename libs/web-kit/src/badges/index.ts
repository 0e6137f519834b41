// @portal/web-kit/badges: a grant's status and type, an application's status, with spec §4's
// labels. A sub-path of its own, outside the shared singleton: the labels come with the
// contract's schemas (and zod), which a page's first download must not carry.
export { GrantStatusBadge } from './grant-status-badge.js';
export { GrantTypeBadge } from './grant-type-badge.js';
export { ApplicationStatusBadge } from './application-status-badge.js';
// The statuses' and types' names, for lists and choices: `t(grantStatusMessages[status])`
// with `useKitMessages()`.
export { applicationStatusMessages, grantStatusMessages, grantTypeMessages } from './messages.js';
