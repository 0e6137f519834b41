import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ThrottleModule } from '../throttle/throttle.module.js';
import { SessionIssuer } from './session-issuer.service.js';
import { SignedOutSessionEntity } from './signed-out-session.entity.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [AccountsModule, ThrottleModule, TypeOrmModule.forFeature([SignedOutSessionEntity])],
  providers: [SessionIssuer, SessionsRepository, SessionsService],
  exports: [SessionIssuer, SessionsRepository, SessionsService],
})
export class SessionsModule {}
