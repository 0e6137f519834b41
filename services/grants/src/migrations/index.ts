/**
 * The grants service's migrations, oldest first. Each is a timestamped class with `up` and
 * `down`; the schema changes only through them (`synchronize` is off).
 */
export const grantsMigrations = [];
