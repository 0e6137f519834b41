import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  applicationDraftEndpoints,
  type Application,
  type ApplicationDraft,
  type ApplicationDraftSummary,
  type SaveDraftRequest,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { DraftsService } from '../drafts/drafts.service.js';

const draftId = () => new UuidParamPipe('draft.not_found', 'Draft not found');

/**
 * `/api/grant-applications/drafts`: the caller's own drafts, for everyone signed in.
 * Whose a draft is is decided in the service (anyone else's is not found). The static segment
 * `drafts` is matched before `/api/grant-applications/:id` by the router.
 */
@Controller('api/grant-applications/drafts')
export class ApplicationDraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get()
  @RequirePermission('applications:draft')
  list(@CurrentCaller() caller: AuthenticatedCaller): Promise<ApplicationDraftSummary[]> {
    return this.drafts.list(caller);
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('applications:draft')
  save(
    @Body(new ZodPipe(applicationDraftEndpoints.save.request)) request: SaveDraftRequest,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ApplicationDraft> {
    return this.drafts.save(request, caller);
  }

  @Get(':id')
  @RequirePermission('applications:draft')
  get(
    @Param('id', draftId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<ApplicationDraft> {
    return this.drafts.get(id, caller);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('applications:draft')
  remove(
    @Param('id', draftId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<void> {
    return this.drafts.remove(id, caller);
  }

  @Post(':id/submit')
  @RequirePermission('applications:draft')
  submit(
    @Param('id', draftId()) id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<Application> {
    return this.drafts.submit(id, caller);
  }
}
