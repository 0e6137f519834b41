/** Something a service depends on, checked by `GET /health` (the database is always checked). */
export interface HealthCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or takes too long) when it does not. */
  check(): Promise<void>;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
