import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEmailSentEntity } from '../account-emails/account-email-sent.entity.js';
import { AccountEmailsRepository } from '../account-emails/account-emails.repository.js';
import { AccountEmailsService } from '../account-emails/account-emails.service.js';
import { EmailDeliveries } from '../email/email-deliveries.js';
import { EMAIL_SENDER_SETTINGS, EmailSender } from '../email/email-sender.js';
import { Mailer } from '../email/mailer.js';
import { emailSenderPace } from '../email/email-sender.js';
import type { RetrySchedule } from '../email/retry-schedule.js';
import { IdentityDirectory, identityServiceProvider } from './identity-directory.js';
import { InboxService } from './inbox.service.js';
import { NoticeIntake } from './notice-intake.js';
import { NoticesRepository } from './notices.repository.js';

export interface NotificationsModuleOptions {
  identityUrl: string;
  serviceSecret: string;
  smtpUrl: string;
  mailFrom: string;
  portalUrl: string;
  schedule: RetrySchedule;
}

@Module({})
export class NotificationsModule {
  static register(options: NotificationsModuleOptions): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [TypeOrmModule.forFeature([AccountEmailSentEntity])],
      providers: [
        identityServiceProvider(options.identityUrl, options.serviceSecret),
        IdentityDirectory,
        NoticesRepository,
        NoticeIntake,
        InboxService,
        {
          provide: Mailer,
          useFactory: () =>
            new Mailer({
              smtpUrl: options.smtpUrl,
              from: options.mailFrom,
              connections: emailSenderPace.concurrency,
            }),
        },
        {
          provide: EMAIL_SENDER_SETTINGS,
          useValue: { schedule: options.schedule, portalUrl: options.portalUrl },
        },
        EmailSender,
        EmailDeliveries,
        AccountEmailsRepository,
        AccountEmailsService,
      ],
      exports: [NoticeIntake, InboxService, EmailDeliveries, AccountEmailsService],
    };
  }
}
