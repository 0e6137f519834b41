import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  forgotPasswordRequestSchema,
  passwordCheckRequestSchema,
  acceptInvitationRequestSchema,
  setPasswordRequestSchema,
  type AcceptInvitationRequest,
  type AccountLinkSent,
  type ForgotPasswordAnswered,
  type ForgotPasswordRequest,
  type LoginResponse,
  type PasswordCheck,
  type PasswordCheckRequest,
  type SetPasswordRequest,
} from '@portal/contract';
import { PublicRoute, RequirePermission, UuidParamPipe, ZodPipe } from '@portal/nest-kit';
import type { FastifyRequest } from 'fastify';
import { PasswordsService } from '../passwords/passwords.service.js';

/** Getting back in (`/api/users/…`): forgotten passwords, reset links, invitations' passwords. */
@Controller('api/users')
export class PasswordsController {
  constructor(private readonly passwords: PasswordsService) {}

  @Post('forgot-password')
  @PublicRoute()
  @HttpCode(202)
  forgotPassword(
    @Body(new ZodPipe(forgotPasswordRequestSchema)) request: Required<ForgotPasswordRequest>,
    @Req() http: FastifyRequest,
  ): Promise<ForgotPasswordAnswered> {
    return this.passwords.forgotPassword(request.email, http.ip);
  }

  @Post('reset-password')
  @PublicRoute()
  @HttpCode(200)
  resetPassword(
    @Body(new ZodPipe(setPasswordRequestSchema)) request: SetPasswordRequest,
  ): Promise<LoginResponse> {
    return this.passwords.setPasswordWithLink(request.token, request.password, 'reset-password');
  }

  @Post('accept-invitation')
  @PublicRoute()
  @HttpCode(200)
  acceptInvitation(
    @Body(new ZodPipe(acceptInvitationRequestSchema)) request: AcceptInvitationRequest,
  ): Promise<LoginResponse> {
    return this.passwords.setPasswordWithLink(
      request.token,
      request.password,
      'invite',
      request.language,
    );
  }

  @Post('password-check')
  @PublicRoute()
  @HttpCode(200)
  checkPassword(
    @Body(new ZodPipe(passwordCheckRequestSchema)) request: PasswordCheckRequest,
    @Req() http: FastifyRequest,
  ): Promise<PasswordCheck> {
    return this.passwords.check(request, http.ip);
  }

  @Post(':id/password-reset')
  @RequirePermission('users:manage')
  @HttpCode(202)
  sendPasswordReset(
    @Param('id', new UuidParamPipe('user.not_found', 'User not found')) id: string,
  ): Promise<AccountLinkSent> {
    return this.passwords.sendResetLinkFor(id);
  }
}
