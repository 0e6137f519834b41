import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import { JwtStrategy } from './jwt.strategy.js';
import { PermissionGuard } from './permission.guard.js';
import { PrincipalCache } from './principal-cache.js';
import {
  PrincipalChangeListener,
  PRINCIPAL_CHANGES_DATABASE_URL,
} from './principal-change.listener.js';
import { PrincipalSource } from './principal-source.js';
import { IDENTITY_URL, IdentityClient } from '../internal/identity.client.js';
import { RemotePrincipalSource } from './remote-principal-source.service.js';
import { RouteAccessAudit } from './route-access-audit.service.js';

/**
 * Who is calling, in every service: the token check, the permission guard on every route,
 * and the start-up audit that every route states its access rule.
 */
@Module({})
export class AuthModule {
  /** For grants, applications and files: principals come from the identity service. */
  static withIdentityService(
    options: AuthOptions & { identityUrl: string; databaseUrl: string },
  ): DynamicModule {
    return AuthModule.create(
      { jwtSecret: options.jwtSecret, serviceSecret: options.serviceSecret },
      [],
      [
        { provide: IDENTITY_URL, useValue: options.identityUrl },
        { provide: PRINCIPAL_CHANGES_DATABASE_URL, useValue: options.databaseUrl },
        IdentityClient,
        PrincipalCache,
        PrincipalChangeListener,
        { provide: PrincipalSource, useClass: RemotePrincipalSource },
      ],
      [IdentityClient],
    );
  }

  /** For identity itself: principals come from its own users. */
  static withPrincipalSource(
    options: AuthOptions & {
      source: Type<PrincipalSource>;
      imports?: ModuleMetadata['imports'];
    },
  ): DynamicModule {
    const { jwtSecret, serviceSecret } = options;
    return AuthModule.create({ jwtSecret, serviceSecret }, options.imports ?? [], [
      { provide: PrincipalSource, useClass: options.source },
    ]);
  }

  private static create(
    authOptions: AuthOptions,
    imports: NonNullable<ModuleMetadata['imports']>,
    providers: NonNullable<ModuleMetadata['providers']>,
    exports: NonNullable<ModuleMetadata['exports']> = [],
  ): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: [PassportModule, DiscoveryModule, ...imports],
      providers: [
        { provide: AUTH_OPTIONS, useValue: authOptions },
        ...providers,
        JwtStrategy,
        RouteAccessAudit,
        { provide: APP_GUARD, useClass: PermissionGuard },
      ],
      exports: [PrincipalSource, AUTH_OPTIONS, ...exports],
    };
  }
}
