import { Controller, Get } from '@nestjs/common';
import type { Principal } from '@portal/contract';
import { CurrentCaller, RequirePermission, type AuthenticatedCaller } from '@portal/nest-kit';

/**
 * For the other services, never routed by the gateway: who the bearer of this token is now
 * (role and flags). A deleted account's token gets 401.
 */
@Controller('internal')
export class PrincipalController {
  @Get('principal')
  @RequirePermission('session:read')
  principal(@CurrentCaller() caller: AuthenticatedCaller): Principal {
    return caller.principal;
  }
}
