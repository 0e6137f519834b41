import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  UseFilters,
} from '@nestjs/common';
import {
  confirmEmailRequestSchema,
  inviteUserRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  updateLanguageRequestSchema,
  updateUserRequestSchema,
  type AccountLinkSent,
  type ConfirmEmailRequest,
  type InviteUserRequest,
  type EmailConfirmationSent,
  type EmailConfirmed,
  type ListedUser,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type UpdateLanguageRequest,
  type UpdateUserRequest,
  type User,
  type UserChanges,
} from '@portal/contract';
import {
  CurrentCaller,
  PublicRoute,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import type { FastifyRequest } from 'fastify';
import { AccountsService } from '../accounts/accounts.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { encryptForList } from './listed-user.js';
import { SessionIssuer } from '../sessions/session-issuer.service.js';
import { SignInRefusedFilter } from '../throttle/sign-in-refused.js';

/** `/api/users` (spec §7, decisions §3). Each handler states its permission; the rules live in the services. */
@Controller('api/users')
export class UsersController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly issuer: SessionIssuer,
  ) {}

  @Post('register')
  @PublicRoute()
  register(
    @Body(new ZodPipe(registerRequestSchema)) request: RegisterRequest,
    @Req() http: FastifyRequest,
  ): Promise<LoginResponse> {
    return this.sessions.register(request, http.ip);
  }

  @Post('login')
  @PublicRoute()
  @HttpCode(200)
  @UseFilters(SignInRefusedFilter)
  login(
    @Body(new ZodPipe(loginRequestSchema)) request: LoginRequest,
    @Req() http: FastifyRequest,
  ): Promise<LoginResponse> {
    return this.sessions.login(request.email, request.password, http.ip);
  }

  @Post('logout')
  @RequirePermission('session:end')
  @HttpCode(204)
  async logout(@CurrentCaller() caller: AuthenticatedCaller): Promise<void> {
    await this.sessions.signOut(caller.claims);
  }

  @Get('me')
  @RequirePermission('session:read')
  async me(@CurrentCaller() caller: AuthenticatedCaller): Promise<User> {
    return this.accounts.user(await this.accounts.get(caller.principal.id));
  }

  @Post('me/email-confirmation')
  @RequirePermission('account:own')
  @HttpCode(202)
  requestEmailConfirmation(
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<EmailConfirmationSent> {
    return this.accounts.requestEmailConfirmation(caller.principal.id);
  }

  @Put('me/language')
  @RequirePermission('account:own')
  setLanguage(
    @CurrentCaller() caller: AuthenticatedCaller,
    @Body(new ZodPipe(updateLanguageRequestSchema)) request: UpdateLanguageRequest,
  ): Promise<User> {
    return this.accounts.setLanguage(caller.principal.id, request.language);
  }

  @Post('confirm-email')
  @PublicRoute()
  @HttpCode(200)
  confirmEmail(
    @Body(new ZodPipe(confirmEmailRequestSchema)) request: ConfirmEmailRequest,
  ): Promise<EmailConfirmed> {
    return this.accounts.confirmEmail(request.token);
  }

  @Get()
  @RequirePermission('users:manage')
  async list(@CurrentCaller() caller: AuthenticatedCaller): Promise<ListedUser[]> {
    const key = this.issuer.encryptionKeyFor(caller.claims.jti);
    return (await this.accounts.users()).map((user) => encryptForList(user, key));
  }

  @Put(':id')
  @RequirePermission('users:manage')
  async update(
    @Param('id', new UuidParamPipe('user.not_found', 'User not found')) id: string,
    @Body(new ZodPipe(updateUserRequestSchema))
    request: UserChanges & Pick<UpdateUserRequest, 'updateEmailHash'>,
  ): Promise<User> {
    const { updateEmailHash: _alwaysRecomputed, ...changes } = request;
    return this.accounts.update(id, changes);
  }

  @Post('invitations')
  @RequirePermission('users:manage')
  @HttpCode(201)
  invite(@Body(new ZodPipe(inviteUserRequestSchema)) request: InviteUserRequest): Promise<User> {
    return this.accounts.invite(request);
  }

  @Post(':id/invitation')
  @RequirePermission('users:manage')
  @HttpCode(202)
  resendInvitation(
    @Param('id', new UuidParamPipe('user.not_found', 'User not found')) id: string,
  ): Promise<AccountLinkSent> {
    return this.accounts.resendInvitation(id);
  }

  @Delete(':id')
  @RequirePermission('users:manage')
  @HttpCode(204)
  async remove(
    @Param('id', new UuidParamPipe('user.not_found', 'User not found')) id: string,
  ): Promise<void> {
    await this.accounts.remove(id);
  }
}
