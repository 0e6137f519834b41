import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { can, type Permission } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { DomainException } from '../errors/domain-exception.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import type { AuthenticatedCaller } from './authenticated-caller.js';
import {
  INTERNAL_ROUTE_KEY,
  PERMISSION_KEY,
  PUBLIC_ROUTE_KEY,
  TOKEN_IN_QUERY_KEY,
} from './route-access.decorators.js';
import { presentsServiceCredential } from './service-credential.js';
import { allowTokenInQuery } from './token-extraction.js';

/**
 * The one guard of every service (registered globally): authenticates the caller and checks
 * the route's permission against the table in @portal/contract, on every call.
 */
@Injectable()
export class PermissionGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest & { user?: AuthenticatedCaller }>();
    if (
      this.reflector.getAllAndOverride<boolean>(INTERNAL_ROUTE_KEY, targets) &&
      !presentsServiceCredential(request, this.options.serviceSecret)
    ) {
      // Not a service: as far as this caller can tell, there is nothing here.
      throw new DomainException('request.not_found', 'There is no such address in the API.');
    }
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE_KEY, targets)) return true;
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(
      PERMISSION_KEY,
      targets,
    );
    if (!permission) {
      // RouteAccessAudit stops a service with such a route from starting; refuse rather than guess.
      throw new DomainException('auth.forbidden', "You don't have permission to do this.");
    }

    if (this.reflector.getAllAndOverride<boolean>(TOKEN_IN_QUERY_KEY, targets))
      allowTokenInQuery(request);
    await super.canActivate(context);
    if (!request.user || !can(request.user.principal, permission)) {
      throw new DomainException('auth.forbidden', "You don't have permission to do this.");
    }
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error instanceof Error) throw error;
    if (error) throw new Error('authentication failed');
    if (!user) {
      const expired = (info as { name?: string } | undefined)?.name === 'TokenExpiredError';
      throw new DomainException(
        expired ? 'auth.session_expired' : 'auth.unauthenticated',
        expired ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.',
      );
    }
    return user;
  }
}
