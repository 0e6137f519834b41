import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NotificationEvent } from '@portal/contract';
import { findFreePort, startEmbeddedSmtp, type RunningSmtp } from '@portal/embedded-infra';
import { serviceCredentialHeaders } from '@portal/nest-kit';
import {
  startOnFreshSchema,
  startTestService,
  type TestAccount,
  type TestService,
} from '@portal/nest-kit/testing';
import { dropSchema, waitFor } from '@portal/testing';
import { simpleParser } from 'mailparser';
import { AppModule } from '../src/app.module.js';
import { loadNotificationsConfig, type NotificationsConfig } from '../src/config.js';
import { notificationsDatabase } from '../src/database.js';
import { FakeIdentityWithLanguages } from './fake-identity-with-languages.js';
import { notificationsTestEnvironment } from './notifications-environment.js';

export interface Answer {
  status: number;
  body: any;
}

/** An email as the test reads it back from the receiver's folder. */
export interface ReceivedEmail {
  file: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The whole file as it arrived: headers, both parts, encoded as sent. */
  raw: string;
}

export const portalUrl = 'https://grants.nation.example';

/**
 * The notifications service on its own fresh schema, started as `npm start` starts it, with a
 * fake identity (accounts the test signs in, their names, emails and languages) and a real SMTP receiver
 * (the launcher's, from @portal/embedded-infra) that writes each email to a folder. Retries are
 * fast here: 0.2 s doubling up to 1 s, 8 tries.
 */
export class NotificationsUnderTest {
  service!: TestService;
  identity!: FakeIdentityWithLanguages;
  config!: NotificationsConfig;
  smtp: RunningSmtp | undefined;
  mailFolder = '';
  smtpPort = 0;
  /**
   * Messages the receiver took again with a Message-ID it had already written: what the service
   * sent twice. The receiver writes such a message once (it drops repeats), so the folder alone
   * cannot show them.
   */
  repeatsReceived = 0;
  admin!: TestAccount;
  reviewer!: TestAccount;
  staff!: TestAccount;
  member!: TestAccount;
  otherMember!: TestAccount;
  private readonly replicas: TestService[] = [];

  async start(extra: Record<string, string> = {}): Promise<this> {
    const environment = notificationsTestEnvironment();
    this.identity = await FakeIdentityWithLanguages.start(
      environment.JWT_SECRET as string,
      environment.SERVICE_SECRET as string,
    );
    this.mailFolder = path.join(await mkdtemp(path.join(tmpdir(), 'notifications-mail-')), 'mail');
    this.smtpPort = await findFreePort();
    await this.startSmtp();
    this.config = loadNotificationsConfig({
      ...environment,
      IDENTITY_URL: this.identity.url,
      SMTP_URL: `smtp://127.0.0.1:${this.smtpPort}`,
      PORTAL_URL: portalUrl,
      EMAIL_MAX_ATTEMPTS: '8',
      EMAIL_RETRY_FIRST_SECONDS: '0.2',
      EMAIL_RETRY_MAX_SECONDS: '1',
      ...extra,
    });
    this.service = await startOnFreshSchema(
      notificationsDatabase(this.config),
      AppModule.register(this.config),
    );
    this.admin = this.identity.signIn({ userType: 'admin', firstName: 'Ada', lastName: 'Admin' });
    this.reviewer = this.identity.signIn({
      userType: 'staff',
      education: true,
      firstName: 'Rita',
      lastName: 'Reviewer',
    });
    this.staff = this.identity.signIn({ userType: 'staff', harvesting: true });
    this.member = this.identity.signIn({ firstName: 'Mary', lastName: 'Jacobs' });
    this.otherMember = this.identity.signIn({ firstName: 'Otto', lastName: 'Other' });
    return this;
  }

  async destroy(): Promise<void> {
    for (const replica of this.replicas) await replica.close();
    await this.service?.close();
    await this.identity?.stop();
    await this.smtp?.stop();
    if (this.mailFolder) await rm(path.dirname(this.mailFolder), { recursive: true, force: true });
    if (this.config) await dropSchema(this.config.DATABASE_SCHEMA);
  }

  /** Stops the service (its sender finishes the email in flight) and starts it again on the same data. */
  async restart(): Promise<void> {
    await this.service.close();
    this.service = await startTestService(AppModule.register(this.config));
  }

  /** A second replica on the same schema (its own sender). */
  async startReplica(): Promise<TestService> {
    const replica = await startTestService(AppModule.register(this.config));
    this.replicas.push(replica);
    return replica;
  }

  async stopSmtp(): Promise<void> {
    await this.smtp?.stop();
    this.smtp = undefined;
  }

  async startSmtp(): Promise<void> {
    this.smtp = await startEmbeddedSmtp({
      directory: this.mailFolder,
      port: this.smtpPort,
      log: () => {
        this.repeatsReceived += 1;
      },
    });
  }

  async call(
    method: string,
    path: string,
    options: {
      body?: unknown;
      /** Sent as it is, as JSON: a body JSON.stringify would not make. */
      rawBody?: string;
      as?: TestAccount;
      asService?: boolean;
      on?: TestService;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] = 'application/json';
    if (options.as) headers.authorization = `Bearer ${options.as.token}`;
    if (options.asService)
      Object.assign(headers, serviceCredentialHeaders(this.config.SERVICE_SECRET));
    const response = await fetch(`${(options.on ?? this.service).url}${path}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** Posts events as the applications service's outbox does; fails the test if they are refused. */
  async deliver(events: NotificationEvent[], on?: TestService): Promise<number> {
    const answer = await this.call('POST', '/internal/notifications/events', {
      asService: true,
      body: { events },
      on,
    });
    if (answer.status !== 200) throw new Error(`events refused: ${JSON.stringify(answer.body)}`);
    return answer.body.applied as number;
  }

  /** Every email in the receiver's folder, parsed. */
  async emails(): Promise<ReceivedEmail[]> {
    let files: string[];
    try {
      files = (await readdir(this.mailFolder)).filter((file) => file.endsWith('.eml')).sort();
    } catch {
      return [];
    }
    return Promise.all(
      files.map(async (file) => {
        const raw = await readFile(path.join(this.mailFolder, file), 'utf8');
        const parsed = await simpleParser(raw);
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        return {
          file,
          messageId: parsed.messageId ?? '',
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          raw,
        };
      }),
    );
  }

  /** Waits until the folder holds at least `count` emails; answers them all. */
  async emailsWhen(count: number, timeoutMs = 20_000): Promise<ReceivedEmail[]> {
    let emails: ReceivedEmail[] = [];
    await waitFor(
      async () => (emails = await this.emails()).length >= count,
      `${count} emails in the folder`,
      { timeoutMs, intervalMs: 200 },
    );
    return emails;
  }
}

let sequence = 0;

/** A notification event as the applications service sends it; `statusChanged` to `applicant` by default. */
export function notificationEvent(
  applicant: TestAccount,
  overrides: Partial<NotificationEvent> = {},
): NotificationEvent {
  sequence += 1;
  return {
    eventId: randomUUID(),
    kind: 'statusChanged',
    at: new Date().toISOString(),
    applicationId: randomUUID(),
    reference: `EDU-2026-${String(sequence).padStart(6, '0')}`,
    grantId: randomUUID(),
    grantTitle: `Scholarship ${sequence}`,
    applicantId: applicant.principal.id,
    status: 'approved',
    reviewerIds: [],
    ...overrides,
  };
}
