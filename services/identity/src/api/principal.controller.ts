import { Controller, Get } from '@nestjs/common';
import type { CallerProfile, Principal } from '@portal/contract';
import {
  CurrentCaller,
  InternalRoute,
  RequirePermission,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { AccountsService } from '../accounts/accounts.service.js';

/**
 * For the other services only (they show the services' credential; the gateway never routes
 * `/internal`), always about the bearer of the token they pass on. The token of a deleted
 * account or a signed-out session gets 401.
 */
@Controller('internal')
@InternalRoute()
export class PrincipalController {
  constructor(private readonly accounts: AccountsService) {}

  /** Who the bearer is now: role and flags (every call of every service). */
  @Get('principal')
  @RequirePermission('session:read')
  principal(@CurrentCaller() caller: AuthenticatedCaller): Principal {
    return caller.principal;
  }

  /** The bearer's name and email, for a service that records who did something. */
  @Get('me')
  @RequirePermission('session:read')
  async me(@CurrentCaller() caller: AuthenticatedCaller): Promise<CallerProfile> {
    const account = await this.accounts.get(caller.principal.id);
    return {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
    };
  }
}
