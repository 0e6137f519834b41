import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  cardNumberEndpoints,
  type MaskedCardNumber,
  type RevealCardNumberRequest,
  type RevealedCardNumber,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { CardNumbersService } from '../card-numbers/card-numbers.service.js';

const accountId = () => new UuidParamPipe('user.not_found', 'User not found');

/** `/api/users/{id}/card-number`: an applicant's card number on the review page (reviewers). */
@Controller('api/users/:id/card-number')
export class CardNumbersController {
  constructor(private readonly cardNumbers: CardNumbersService) {}

  @Get()
  @RequirePermission('card-numbers:read')
  masked(
    @Param('id', accountId()) id: string,
    @Query(new ZodPipe(cardNumberEndpoints.masked.query)) query: RevealCardNumberRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<MaskedCardNumber> {
    return this.cardNumbers.masked(id, query.applicationId, caller);
  }

  @Post('reveal')
  @RequirePermission('card-numbers:read')
  @HttpCode(200)
  reveal(
    @Param('id', accountId()) id: string,
    @Body(new ZodPipe(cardNumberEndpoints.reveal.request)) request: RevealCardNumberRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<RevealedCardNumber> {
    return this.cardNumbers.reveal(id, request.applicationId, caller);
  }
}
