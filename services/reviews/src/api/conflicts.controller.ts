import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { reviewEndpoints, type ConflictEntry } from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { ConflictsService } from '../reviews/conflicts.service.js';

/** The caller's own conflict list: members they must not review. */
@Controller('api/reviews/conflicts')
export class ConflictsController {
  constructor(private readonly conflicts: ConflictsService) {}

  @Get()
  @RequirePermission('reviews:score')
  list(@CurrentCaller() caller: AuthenticatedCaller): Promise<ConflictEntry[]> {
    return this.conflicts.list(caller);
  }

  @Post()
  @RequirePermission('reviews:score')
  add(
    @Body(new ZodPipe(reviewEndpoints.addConflict.request))
    body: { cardNumber: string; note?: string },
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ConflictEntry> {
    return this.conflicts.add(body, caller);
  }

  @Delete(':id')
  @RequirePermission('reviews:score')
  @HttpCode(204)
  remove(
    @Param('id', new UuidParamPipe('review.not_found', 'Not on your list.')) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<void> {
    return this.conflicts.remove(id, caller);
  }
}
