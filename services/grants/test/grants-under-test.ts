import {
  FakeIdentity,
  startOnFreshSchema,
  type TestAccount,
  type TestService,
} from '@portal/nest-kit/testing';
import { serviceCredentialHeaders } from '@portal/nest-kit';
import { dropSchema } from '@portal/testing';
import { grantsTestEnvironment } from './grants-environment.js';
import { AppModule } from '../src/app.module.js';
import { loadGrantsConfig, type GrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';

export interface Answer {
  status: number;
  body: any;
}

/**
 * The grants service on its own fresh schema, started as `npm start` starts it, with a fake
 * identity that knows the accounts the test signs in: an admin, a reviewer (staff with the
 * education flag), staff without it, and members.
 */
export class GrantsUnderTest {
  service!: TestService;
  identity!: FakeIdentity;
  config!: GrantsConfig;
  admin!: TestAccount;
  reviewer!: TestAccount;
  staff!: TestAccount;
  member!: TestAccount;

  /** Starts it; `extra` adds to its environment (e.g. a fake notifications service's URL). */
  async start(extra: Record<string, string> = {}): Promise<this> {
    const environment = grantsTestEnvironment(extra);
    this.identity = await FakeIdentity.start(
      environment.JWT_SECRET as string,
      environment.SERVICE_SECRET as string,
    );
    this.config = loadGrantsConfig({ ...environment, IDENTITY_URL: this.identity.url });
    this.service = await startOnFreshSchema(
      grantsDatabase(this.config),
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
    this.member = this.identity.signIn({ userType: 'user', education: true });
    return this;
  }

  async destroy(): Promise<void> {
    await this.service?.close();
    await this.identity?.stop();
    if (this.config) await dropSchema(this.config.DATABASE_SCHEMA);
  }

  /** A request to the service; `as` signs it with that account's token, `asService` shows the services' credential. */
  async call(
    method: string,
    path: string,
    options: { body?: unknown; as?: TestAccount; asService?: boolean; rawBody?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] = 'application/json';
    if (options.as) headers.authorization = `Bearer ${options.as.token}`;
    if (options.asService)
      Object.assign(headers, serviceCredentialHeaders(this.config.SERVICE_SECRET));
    const response = await fetch(`${this.service.url}${path}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** Creates a grant as the reviewer and answers it; fails the test if it was refused. */
  async create(body: unknown, as: TestAccount = this.reviewer): Promise<any> {
    const answer = await this.call('POST', '/api/grants', { body, as });
    if (answer.status !== 201) throw new Error(`create failed: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** Sets a grant's status through the edit call, as the edit form does. */
  async setStatus(grant: any, status: string): Promise<any> {
    const answer = await this.call('PUT', `/api/grants/${grant._id}`, {
      body: { ...grant, status },
      as: this.reviewer,
    });
    if (answer.status !== 200)
      throw new Error(`status change failed: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}
