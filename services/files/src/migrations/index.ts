import { CreateFiles1766200000000 } from './1766200000000-create-files.js';
import { FileMayBeDraft1767100000000 } from './1767100000000-file-may-be-draft.js';
import { CreateFileHistory1769000000000 } from './1769000000000-create-file-history.js';
import { ApplicationsOutbox1769400000000 } from './1769400000000-applications-outbox.js';

/**
 * The files service's migrations, oldest first. Each is a timestamped class with `up` and
 * `down`; the schema changes only through them (`synchronize` is off).
 */
export const filesMigrations = [
  CreateFiles1766200000000,
  FileMayBeDraft1767100000000,
  CreateFileHistory1769000000000,
  ApplicationsOutbox1769400000000,
];
