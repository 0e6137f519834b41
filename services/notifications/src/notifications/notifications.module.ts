import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { encryptionKeyCheck } from '@portal/nest-kit';
import { AccountEmailSentEntity } from '../account-emails/account-email-sent.entity.js';
import { AccountEmailsRepository } from '../account-emails/account-emails.repository.js';
import { AccountEmailsService } from '../account-emails/account-emails.service.js';
import { EmailDeliveries } from '../email/email-deliveries.service.js';
import { EMAIL_SENDER_SETTINGS, EmailSender } from '../email/email-sender.worker.js';
import { Mailer } from '../email/mailer.js';
import { emailSenderPace } from '../email/email-sender.worker.js';
import type { RetrySchedule } from '../email/retry-schedule.js';
import { PackEmailWriters } from '../email/pack-email-writers.service.js';
import { IdentityDirectory, identityServiceProvider } from './identity-directory.client.js';
import { NotificationsService } from './notifications.service.js';
import { DATA_ENCRYPTION_KEY, NoticeCipher } from './notice.cipher.js';
import { NoticeIntake } from './notice-intake.service.js';
import { NoticesRepository } from './notices.repository.js';

export interface NotificationsModuleOptions {
  identityUrl: string;
  serviceSecret: string;
  smtpUrl: string;
  mailFrom: string;
  portalUrl: string;
  schedule: RetrySchedule;
  /** DATA_ENCRYPTION_KEY: what a reviewer wrote to an applicant waits encrypted with it. */
  dataEncryptionKey: string;
}

@Module({})
export class NotificationsModule {
  static register(options: NotificationsModuleOptions): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [TypeOrmModule.forFeature([AccountEmailSentEntity])],
      providers: [
        { provide: DATA_ENCRYPTION_KEY, useValue: options.dataEncryptionKey },
        NoticeCipher,
        encryptionKeyCheck({
          cipher: NoticeCipher,
          refusal:
            'DATA_ENCRYPTION_KEY is not the key the notices waiting for their emails were encrypted with. ' +
            'Start with the key used before (the same as identity’s); with another key the ' +
            'messages of those emails cannot be read.',
        }),
        identityServiceProvider(options.identityUrl, options.serviceSecret),
        IdentityDirectory,
        NoticesRepository,
        NoticeIntake,
        NotificationsService,
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
        PackEmailWriters,
        EmailSender,
        EmailDeliveries,
        AccountEmailsRepository,
        AccountEmailsService,
      ],
      exports: [NoticeIntake, NotificationsService, EmailDeliveries, AccountEmailsService],
    };
  }
}
