import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptThrottle } from './attempt-throttle.js';
import { ThrottledAttemptEntity } from './throttled-attempt.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ThrottledAttemptEntity])],
  providers: [AttemptThrottle],
  exports: [AttemptThrottle],
})
export class ThrottleModule {}
