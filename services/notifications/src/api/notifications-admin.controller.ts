import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  notificationAdminEndpoints,
  type EmailDelivery,
  type EmailDeliveryListQuery,
  type EmailDeliveryPage,
} from '@portal/contract';
import { RequirePermission, UuidParamPipe, ZodPipe } from '@portal/nest-kit';
import { EmailDeliveries } from '../email/email-deliveries.service.js';

/** `/api/admin/notifications`: every notice's email, for admins. */
@Controller('api/admin/notifications')
export class NotificationsAdminController {
  constructor(private readonly deliveries: EmailDeliveries) {}

  @Get()
  @RequirePermission('notifications:manage')
  list(
    @Query(new ZodPipe(notificationAdminEndpoints.list.query)) query: EmailDeliveryListQuery,
  ): Promise<EmailDeliveryPage> {
    return this.deliveries.list(query);
  }

  @Post(':id/retry')
  @RequirePermission('notifications:manage')
  @HttpCode(200)
  retry(
    @Param('id', new UuidParamPipe('notification.not_found', 'Notification not found')) id: string,
  ): Promise<EmailDelivery> {
    return this.deliveries.retry(id);
  }
}
