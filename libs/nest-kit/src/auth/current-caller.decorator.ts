import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedCaller } from './authenticated-caller.js';

/** The caller the guard authenticated: `@CurrentCaller() caller: AuthenticatedCaller`. */
export const CurrentCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedCaller => {
    const request = context.switchToHttp().getRequest<{ user?: AuthenticatedCaller }>();
    if (!request.user) throw new Error('CurrentCaller used on a route without a permission');
    return request.user;
  },
);
