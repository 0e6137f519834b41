import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { userInternalEndpoints, type UserContact } from '@portal/contract';
import { InternalRoute, PublicRoute, ZodPipe } from '@portal/nest-kit';
import { AccountsService } from '../accounts/accounts.service.js';

/**
 * For the other services only (the services' credential; no member's token: the notifications
 * service sends its emails on its own). Never routed by the gateway. Answers the least a
 * service needs: a name and email to write to someone; a card number only to keep it from a
 * blind reviewer.
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

  /** Staff and admin accounts: who may sit on a review panel (the reviews service). */
  @Get('staff')
  @PublicRoute()
  async staff(): Promise<{ staff: Array<{ id: string; name: string; userType: string }> }> {
    return { staff: await this.accounts.staffMembers() };
  }

  /** The member holding a card number: a reviewer declaring a conflict (the reviews service). */
  @Post('by-card-number')
  @PublicRoute()
  @HttpCode(200)
  byCardNumber(
    @Body(new ZodPipe(userInternalEndpoints.byCardNumber.request)) body: { cardNumber: string },
  ): Promise<{ id: string; name: string }> {
    return this.accounts.holderOfCardNumber(body.cardNumber);
  }

  /** Card numbers, so a blind reviewer never reads one in a file's name (the reviews service). */
  @Post('card-numbers')
  @PublicRoute()
  @HttpCode(200)
  async cardNumbers(
    @Body(new ZodPipe(userInternalEndpoints.cardNumbers.request)) body: { ids: string[] },
  ): Promise<{ cardNumbers: Array<{ id: string; cardNumber: string }> }> {
    return { cardNumbers: await this.accounts.cardNumbers(body.ids) };
  }

  /** Every reviewer ("R"): told of a resubmission or a withdrawal when no reviewer acted on it yet. */
  @Get('reviewers')
  @PublicRoute()
  async reviewers(): Promise<{ ids: string[] }> {
    return { ids: await this.accounts.reviewerIds() };
  }
}
