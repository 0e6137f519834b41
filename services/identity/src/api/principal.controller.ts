import { Controller, Get } from '@nestjs/common';
import type { Principal } from '@portal/contract';
import {
  CurrentCaller,
  InternalRoute,
  RequirePermission,
  type AuthenticatedCaller,
} from '@portal/nest-kit';

/**
 * For the other services only (they show the services' credential; the gateway never routes
 * `/internal`): who the bearer of this token is now (role and flags). The token of a deleted
 * account or a signed-out session gets 401.
 */
@Controller('internal')
@InternalRoute()
export class PrincipalController {
  @Get('principal')
  @RequirePermission('session:read')
  principal(@CurrentCaller() caller: AuthenticatedCaller): Principal {
    return caller.principal;
  }
}
