import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LoginFailureEntity } from './login-failure.entity.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionIssuer } from './session-issuer.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [AccountsModule, TypeOrmModule.forFeature([LoginFailureEntity])],
  providers: [LoginThrottle, SessionIssuer, SessionsService],
  exports: [SessionIssuer, SessionsService],
})
export class SessionsModule {}
