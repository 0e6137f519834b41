import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { notificationInternalEndpoints, type NotificationEvent } from '@portal/contract';
import { InternalRoute, PublicRoute, ZodPipe } from '@portal/nest-kit';
import { NoticeIntake } from '../notifications/notice-intake.js';

/**
 * For the applications service's outbox only (the services' credential; no member's token).
 * Never routed by the gateway.
 */
@Controller('internal/notifications')
@InternalRoute()
export class NotificationsInternalController {
  constructor(private readonly intake: NoticeIntake) {}

  /** Each event once per recipient, however often it comes; answers how many notices are new. */
  @Post('events')
  @PublicRoute()
  @HttpCode(200)
  async events(
    @Body(new ZodPipe(notificationInternalEndpoints.events.request))
    body: {
      events: NotificationEvent[];
    },
  ): Promise<{ applied: number }> {
    return { applied: await this.intake.apply(body.events) };
  }
}
