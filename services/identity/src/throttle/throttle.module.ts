import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptThrottle } from './attempt-throttle.service.js';
import { SignInLimits } from './sign-in-limits.service.js';
import { ThrottledAttemptEntity } from './throttled-attempt.entity.js';
import { ThrottledAttemptsRepository } from './throttled-attempts.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([ThrottledAttemptEntity])],
  providers: [ThrottledAttemptsRepository, AttemptThrottle, SignInLimits],
  exports: [AttemptThrottle, SignInLimits],
})
export class ThrottleModule {}
