import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Disclosure } from '@portal/contract';
import {
  AllowTokenInQuery,
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import type { FastifyReply } from 'fastify';
import { RankedListExport } from '../export/ranked-list-export.service.js';

/** The ranked list as a spreadsheet, and the record of every such export (admins). */
@Controller('api/reviews')
export class ReviewExportsController {
  constructor(private readonly exports: RankedListExport) {}

  /** A download link may carry the token in its query, as file downloads do. */
  @Get('grants/:grantId/export.csv')
  @RequirePermission('reviews:manage')
  @AllowTokenInQuery()
  async exportCsv(
    @Param('grantId', new UuidParamPipe('grant.not_found', 'Grant not found')) grantId: string,
    @CurrentCaller() caller: AuthenticatedCaller,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.exports.csv(grantId, caller);
    await reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  }

  @Get('disclosures')
  @RequirePermission('reviews:disclosures')
  disclosures(): Promise<Disclosure[]> {
    return this.exports.list();
  }
}
