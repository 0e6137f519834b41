import { randomUUID } from 'node:crypto';
import { serviceCredentialHeaders } from '@portal/nest-kit';
import {
  FakeIdentity,
  signTestToken,
  startOnFreshSchema,
  startTestService,
  type TestAccount,
  type TestAccountDetails,
  type TestService,
} from '@portal/nest-kit/testing';
import { applicationAnswers, dropSchema, queryDatabase } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadApplicationsConfig, type ApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';
import { applicationsTestEnvironment } from './applications-environment.js';
import { FakeFiles } from './fake-files.js';
import { FakeGrants } from './fake-grants.js';
import { FakeNotifications } from './fake-notifications.js';

export interface Answer {
  status: number;
  body: any;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  as?: TestAccount;
  asService?: boolean;
}

/**
 * The applications service on its own fresh schema, started as `npm start` starts it, with a
 * fake identity that knows the accounts the test signs in (an admin, a reviewer — staff with the
 * education flag —, staff without it, and two members) a fake grants service that answers
 * snapshots and keeps the events it receives, a fake files service that keeps removals, and a
 * fake notifications service that keeps the notices' events.
 */
export class ApplicationsUnderTest {
  service!: TestService;
  identity!: FakeIdentity;
  grants!: FakeGrants;
  files!: FakeFiles;
  notifications!: FakeNotifications;
  config!: ApplicationsConfig;
  admin!: TestAccount;
  reviewer!: TestAccount;
  staff!: TestAccount;
  member!: TestAccount;
  otherMember!: TestAccount;
  private replicas: TestService[] = [];

  /** `notifications: false` starts without NOTIFICATIONS_URL (the events wait in the outbox). */
  async start(options: { notifications?: boolean } = {}): Promise<this> {
    const environment = applicationsTestEnvironment();
    this.identity = await FakeIdentity.start(
      environment.JWT_SECRET as string,
      environment.SERVICE_SECRET as string,
    );
    this.grants = await FakeGrants.start(environment.SERVICE_SECRET as string);
    this.files = await FakeFiles.start(environment.SERVICE_SECRET as string);
    this.notifications = await FakeNotifications.start(environment.SERVICE_SECRET as string);
    this.config = loadApplicationsConfig({
      ...environment,
      IDENTITY_URL: this.identity.url,
      GRANTS_URL: this.grants.url,
      FILES_URL: this.files.url,
      ...(options.notifications === false ? {} : { NOTIFICATIONS_URL: this.notifications.url }),
    });
    this.service = await startOnFreshSchema(
      applicationsDatabase(this.config),
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
    this.member = this.signInMember({ firstName: 'Mary', lastName: 'Member' });
    this.otherMember = this.signInMember({ firstName: 'Otto', lastName: 'Other' });
    return this;
  }

  /** A member (userType user), with the details given. */
  signInMember(details: TestAccountDetails = {}): TestAccount {
    return this.identity.signIn({ userType: 'user', ...details });
  }

  /** Another session of the same account (another device): a token of its own. */
  secondSession(account: TestAccount): TestAccount {
    return { ...account, token: signTestToken(this.config.JWT_SECRET, account.principal.id) };
  }

  /** A second replica of the service on the same schema (its own outbox relay). */
  async startReplica(): Promise<TestService> {
    const replica = await startTestService(AppModule.register(this.config));
    this.replicas.push(replica);
    return replica;
  }

  async destroy(): Promise<void> {
    for (const replica of this.replicas) await replica.close();
    await this.service?.close();
    await this.identity?.stop();
    await this.grants?.stop();
    await this.files?.stop();
    await this.notifications?.stop();
    if (this.config) await dropSchema(this.config.DATABASE_SCHEMA);
  }

  /** A request to the service; `as` signs it with that account's token, `asService` shows the services' credential. */
  async call(
    method: string,
    path: string,
    options: CallOptions = {},
    service: TestService = this.service,
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] = 'application/json';
    if (options.as) headers.authorization = `Bearer ${options.as.token}`;
    if (options.asService)
      Object.assign(headers, serviceCredentialHeaders(this.config.SERVICE_SECRET));
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /**
   * A published grant in the fake grants service (the spec's example grant); answers its id. It
   * takes one application per member, as a new grant does, unless `several` says a member may
   * send several (for tests that apply to one grant again and again as the same member).
   */
  publishedGrant(title?: string, options: { several?: boolean } = {}): string {
    const grantId = randomUUID();
    this.grants.put(grantId, { title, oneApplicationPerMember: !options.several });
    return grantId;
  }

  /** Submits complete answers (with `overrides`) to a grant as `as`. */
  submit(
    grantId: string,
    as: TestAccount,
    overrides: Record<string, unknown> = {},
    service?: TestService,
  ): Promise<Answer> {
    return this.call(
      'POST',
      '/api/grant-applications',
      { body: { grantId, answers: applicationAnswers(overrides) }, as },
      service,
    );
  }

  /** Saves `as`'s draft for the grant. */
  saveDraft(
    grantId: string,
    as: TestAccount,
    answers: Record<string, unknown> = applicationAnswers(),
  ): Promise<Answer> {
    return this.call('POST', '/api/grant-applications/drafts', { body: { grantId, answers }, as });
  }

  /** The outbox rows of one table waiting for their destination. */
  async waiting(table: 'outbox' | 'files_outbox' | 'notifications_outbox'): Promise<number> {
    const [row] = await queryDatabase<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${this.config.DATABASE_SCHEMA}".${table}`,
    );
    return row?.count ?? 0;
  }

  /** Submits and answers the application; fails the test if it was refused. */
  async apply(
    grantId: string,
    as: TestAccount = this.member,
    overrides: Record<string, unknown> = {},
  ): Promise<any> {
    const answer = await this.submit(grantId, as, overrides);
    if (answer.status !== 201) throw new Error(`submit failed: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}
