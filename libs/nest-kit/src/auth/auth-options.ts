export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

export interface AuthOptions {
  jwtSecret: string;
  /** Shown by one service to another on `/internal` calls. */
  serviceSecret: string;
}
