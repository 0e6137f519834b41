import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptThrottle } from './attempt-throttle.js';
import { SignInLimits } from './sign-in-limits.js';
import { ThrottledAttemptEntity } from './throttled-attempt.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ThrottledAttemptEntity])],
  providers: [AttemptThrottle, SignInLimits],
  exports: [AttemptThrottle, SignInLimits],
})
export class ThrottleModule {}
