import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@portal/contract';

export const PERMISSION_KEY = 'portal:permission';
export const PUBLIC_ROUTE_KEY = 'portal:public-route';
export const TOKEN_IN_QUERY_KEY = 'portal:token-in-query';
export const INTERNAL_ROUTE_KEY = 'portal:internal-route';

/** The permission of decisions §3 this route needs; checked on every call by `PermissionGuard`. */
export const RequirePermission = (permission: Permission) =>
  SetMetadata(PERMISSION_KEY, permission);

/** A route anyone may call (sign-in, registration, health). Stated, never assumed. */
export const PublicRoute = () => SetMetadata(PUBLIC_ROUTE_KEY, true);

/** Also accept the token as `?token=` (file downloads opened by the browser, spec §7). */
export const AllowTokenInQuery = () => SetMetadata(TOKEN_IN_QUERY_KEY, true);

/**
 * A route for the other services only, under `/internal`: it answers only a caller that shows
 * the services' credential (see service-credential.ts), whatever else it requires.
 */
export const InternalRoute = () => SetMetadata(INTERNAL_ROUTE_KEY, true);
