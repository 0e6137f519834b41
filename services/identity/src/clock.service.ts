import { Injectable } from '@nestjs/common';

/**
 * The time the sign-in limits and links count with. One injectable place, so that a test can
 * move time on (15 minutes of a paused sign-in, the seconds of a delay) instead of waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
