import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { PERMISSION_KEY, PUBLIC_ROUTE_KEY } from './route-access.decorators.js';

/**
 * Refuses to start a service that has a route stating neither a permission nor that it is
 * public: access is decided on purpose, never by omission. Any test that starts the service
 * fails the same way.
 */
@Injectable()
export class RouteAccessAudit implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const unguarded = this.routesWithoutAccessRule();
    if (unguarded.length > 0) {
      throw new Error(
        `These routes state no access rule (add @RequirePermission(...) or @PublicRoute()): ${unguarded.join(', ')}`,
      );
    }
  }

  routesWithoutAccessRule(): string[] {
    const missing: string[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || !wrapper.metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const methodName of this.scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[methodName];
        if (
          typeof handler !== 'function' ||
          Reflect.getMetadata(METHOD_METADATA, handler) === undefined
        )
          continue;
        const targets = [handler, wrapper.metatype];
        const stated =
          this.reflector.getAllAndOverride<unknown>(PERMISSION_KEY, targets) !== undefined ||
          this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE_KEY, targets) === true;
        if (!stated) {
          const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
          missing.push(`${wrapper.metatype.name}.${methodName} (${path || '/'})`);
        }
      }
    }
    return missing;
  }
}
