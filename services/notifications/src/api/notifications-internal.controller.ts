import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  notificationInternalEndpoints,
  type AccountEmail,
  type NotificationEvent,
} from '@portal/contract';
import { InternalRoute, PublicRoute, ZodPipe } from '@portal/nest-kit';
import { AccountEmailsService } from '../account-emails/account-emails.service.js';
import { NoticeIntake } from '../notifications/notice-intake.service.js';

/**
 * For the other services' outboxes only (the services' credential; no member's token): the
 * applications service's events, identity's emails with a link. Never routed by the gateway.
 */
@Controller('internal/notifications')
@InternalRoute()
export class NotificationsInternalController {
  constructor(
    private readonly intake: NoticeIntake,
    private readonly accountEmails: AccountEmailsService,
  ) {}

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

  /** Sends each email at once, once by its id; 503 when the mail server cannot take them now. */
  @Post('account-emails')
  @PublicRoute()
  @HttpCode(200)
  async sendAccountEmails(
    @Body(new ZodPipe(notificationInternalEndpoints.accountEmails.request))
    body: {
      emails: AccountEmail[];
    },
  ): Promise<{ sent: number }> {
    return { sent: await this.accountEmails.send(body.emails) };
  }
}
