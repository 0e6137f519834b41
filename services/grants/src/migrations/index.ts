import { CreateGrants1765000000000 } from './1765000000000-create-grants.js';

/**
 * The grants service's migrations, oldest first. Each is a timestamped class with `up` and
 * `down`; the schema changes only through them (`synchronize` is off), and a test compares the
 * schema they build with the entities (test/schema-drift.spec.ts).
 */
export const grantsMigrations = [CreateGrants1765000000000];
