import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { userInternalEndpoints, type UserContact } from '@portal/contract';
import { InternalRoute, PublicRoute, ZodPipe } from '@portal/nest-kit';
import { AccountsService } from '../accounts/accounts.service.js';

/**
 * For the other services only (the services' credential; no member's token: the notifications
 * service sends its emails on its own). Never routed by the gateway. Answers the least a
 * service needs to write to someone: no card number, no role.
 */
@Controller('internal/users')
@InternalRoute()
export class UsersInternalController {
  constructor(private readonly accounts: AccountsService) {}

  /** The name and email of each account asked for; ids with no account are left out. */
  @Post('contacts')
  @PublicRoute()
  @HttpCode(200)
  async contacts(
    @Body(new ZodPipe(userInternalEndpoints.contacts.request)) body: { ids: string[] },
  ): Promise<{ contacts: UserContact[] }> {
    return { contacts: await this.accounts.contacts(body.ids) };
  }

  /** Every reviewer ("R"): told of a resubmission or a withdrawal when no reviewer acted on it yet. */
  @Get('reviewers')
  @PublicRoute()
  async reviewers(): Promise<{ ids: string[] }> {
    return { ids: await this.accounts.reviewerIds() };
  }
}
