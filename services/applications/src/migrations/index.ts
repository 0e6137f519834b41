import { CreateApplications1766000000000 } from './1766000000000-create-applications.js';

/**
 * The applications service's migrations, oldest first. Each is a timestamped class with `up` and
 * `down`; the schema changes only through them (`synchronize` is off), and a test compares the
 * schema they build with the entities (test/schema-drift.spec.ts).
 */
export const applicationsMigrations = [CreateApplications1766000000000];
