import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { INTERNAL_ROUTE_KEY, PERMISSION_KEY, PUBLIC_ROUTE_KEY } from './route-access.decorators.js';

/**
 * Refuses to start a service that has a route stating neither a permission nor that it is
 * public: access is decided on purpose, never by omission. Routes under `/internal` must be
 * `@InternalRoute()` and internal routes must live under `/internal` (the gateway refuses that
 * prefix). Any test that starts the service fails the same way.
 */
@Injectable()
export class RouteAccessAudit implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const { unguarded, misplacedInternal } = this.inspectRoutes();
    if (unguarded.length > 0) {
      throw new Error(
        `These routes state no access rule (add @RequirePermission(...) or @PublicRoute()): ${unguarded.join(', ')}`,
      );
    }
    if (misplacedInternal.length > 0) {
      throw new Error(
        `Routes under /internal must be @InternalRoute(), and internal routes must be under /internal: ${misplacedInternal.join(', ')}`,
      );
    }
  }

  private inspectRoutes(): { unguarded: string[]; misplacedInternal: string[] } {
    const missing: string[] = [];
    const misplacedInternal: string[] = [];
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
        const path = routePath(wrapper.metatype, handler);
        const name = `${wrapper.metatype.name}.${methodName} (${path})`;
        if (!stated) missing.push(name);
        const internal =
          this.reflector.getAllAndOverride<boolean>(INTERNAL_ROUTE_KEY, targets) === true;
        if (internal !== /^\/internal(\/|$)/.test(path)) misplacedInternal.push(name);
      }
    }
    return { unguarded: missing, misplacedInternal };
  }
}

/** The full path of a handler: its controller's path and its own, as `/internal/principal`. */
function routePath(controller: object, handler: object): string {
  const parts = [
    Reflect.getMetadata(PATH_METADATA, controller) as string | undefined,
    Reflect.getMetadata(PATH_METADATA, handler) as string | undefined,
  ]
    .map((part) => (part ?? '').replace(/^\/+|\/+$/g, ''))
    .filter((part) => part.length > 0);
  return `/${parts.join('/')}`;
}
