import { CreateNotifications1767000000000 } from './1767000000000-create-notifications.js';
import { CreateAccountEmailsSent1768000000000 } from './1768000000000-create-account-emails-sent.js';
import { GrantAwaitingApprovalNotices1769270000000 } from './1769270000000-grant-awaiting-approval-notices.js';
import { DecisionsWithWords1769300000000 } from './1769300000000-decisions-with-words.js';
import { FileRemovedNotices1769400000000 } from './1769400000000-file-removed-notices.js';

/**
 * The notifications service's migrations, oldest first (see services/README.md); a test compares
 * the schema they build with the entities (test/schema-drift.spec.ts).
 */
export const notificationsMigrations = [
  CreateNotifications1767000000000,
  CreateAccountEmailsSent1768000000000,
  GrantAwaitingApprovalNotices1769270000000,
  DecisionsWithWords1769300000000,
  FileRemovedNotices1769400000000,
];
