import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  notificationEndpoints,
  type EmailPreferences,
  type EmailPreferencesUpdate,
  type NotificationPage,
  type PageQuery,
  type UnreadCount,
} from '@portal/contract';
import {
  CurrentCaller,
  RequirePermission,
  UuidParamPipe,
  ZodPipe,
  type AuthenticatedCaller,
} from '@portal/nest-kit';
import { NotificationsService } from '../notifications/notifications.service.js';

/** `/api/notifications`: the caller's own inbox and email choices, whoever they are. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly inbox: NotificationsService) {}

  @Get()
  @RequirePermission('notifications:use')
  list(
    @Query(new ZodPipe(notificationEndpoints.list.query)) query: PageQuery,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<NotificationPage> {
    return this.inbox.list(caller.principal.id, query);
  }

  @Get('unread-count')
  @RequirePermission('notifications:use')
  async unreadCount(@CurrentCaller() caller: AuthenticatedCaller): Promise<UnreadCount> {
    return { unread: await this.inbox.unreadCount(caller.principal.id) };
  }

  @Post('read-all')
  @RequirePermission('notifications:use')
  @HttpCode(200)
  async markAllRead(@CurrentCaller() caller: AuthenticatedCaller): Promise<UnreadCount> {
    return { unread: await this.inbox.markAllRead(caller.principal.id) };
  }

  @Post('application/:id/read')
  @RequirePermission('notifications:use')
  @HttpCode(200)
  async markReadForApplication(
    @Param('id', new UuidParamPipe('application.not_found', 'Application not found'))
    applicationId: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<UnreadCount> {
    return {
      unread: await this.inbox.markReadForApplication(caller.principal.id, applicationId),
    };
  }

  @Get('preferences')
  @RequirePermission('notifications:use')
  preferences(@CurrentCaller() caller: AuthenticatedCaller): Promise<EmailPreferences> {
    return this.inbox.preferences(caller.principal.id);
  }

  @Put('preferences')
  @RequirePermission('notifications:use')
  savePreferences(
    @Body(new ZodPipe(notificationEndpoints.updatePreferences.request))
    body: EmailPreferencesUpdate,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<EmailPreferences> {
    return this.inbox.savePreferences(caller.principal.id, body);
  }

  @Post(':id/read')
  @RequirePermission('notifications:use')
  @HttpCode(200)
  async markRead(
    @Param('id', new UuidParamPipe('notification.not_found', 'Notification not found'))
    id: string,
    @CurrentCaller() caller: AuthenticatedCaller,
  ): Promise<UnreadCount> {
    return { unread: await this.inbox.markRead(id, caller.principal.id) };
  }
}
