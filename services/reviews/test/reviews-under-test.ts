import {
  FakeIdentity,
  startOnFreshSchema,
  type TestAccount,
  type TestService,
} from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadReviewsConfig, type ReviewsConfig } from '../src/config.js';
import { reviewsDatabase } from '../src/database.js';
import { FakeApplicationsAndGrants } from './fake-applications.js';
import { reviewsTestEnvironment } from './reviews-environment.js';

export interface Answer {
  status: number;
  body: any;
}

/**
 * The reviews service on its own fresh schema, started as `npm start` starts it, with a fake
 * identity (accounts the test signs in) and fake applications and grants services.
 */
export class ReviewsUnderTest {
  service!: TestService;
  identity!: FakeIdentity;
  others!: FakeApplicationsAndGrants;
  config!: ReviewsConfig;
  admin!: TestAccount;
  /** Staff with the education flag: leads the grants the test makes. */
  lead!: TestAccount;

  async start(): Promise<this> {
    const environment = reviewsTestEnvironment();
    this.identity = await FakeIdentity.start(
      environment.JWT_SECRET as string,
      environment.SERVICE_SECRET as string,
    );
    this.others = await FakeApplicationsAndGrants.start(environment.SERVICE_SECRET as string);
    this.config = loadReviewsConfig({
      ...environment,
      IDENTITY_URL: this.identity.url,
      GRANTS_URL: this.others.url,
      APPLICATIONS_URL: this.others.url,
    });
    this.service = await startOnFreshSchema(
      reviewsDatabase(this.config),
      AppModule.register(this.config),
    );
    this.admin = this.identity.signIn({ userType: 'admin', firstName: 'Ada', lastName: 'Admin' });
    this.lead = this.identity.signIn({
      userType: 'staff',
      education: true,
      firstName: 'Lena',
      lastName: 'Lead',
    });
    return this;
  }

  async destroy(): Promise<void> {
    await this.service?.close();
    await this.identity?.stop();
    await this.others?.stop();
    if (this.config) await dropSchema(this.config.DATABASE_SCHEMA);
  }

  /** A staff account that may sit on a panel. */
  reviewer(firstName: string): TestAccount {
    return this.identity.signIn({ userType: 'staff', firstName, lastName: 'Reviewer' });
  }

  member(firstName: string, lastName: string, cardNumber?: string): TestAccount {
    return this.identity.signIn({
      userType: 'user',
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
      ...(cardNumber ? { cardNumber } : {}),
    });
  }

  async call(
    method: string,
    path: string,
    options: { body?: unknown; as?: TestAccount; rawBody?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] = 'application/json';
    if (options.as) headers.authorization = `Bearer ${options.as.token}`;
    const response = await fetch(`${this.service.url}${path}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** A call that must succeed; fails the test with the answer otherwise. */
  async ok(
    method: string,
    path: string,
    options: { body?: unknown; as?: TestAccount } = {},
  ): Promise<any> {
    const answer = await this.call(method, path, options);
    if (answer.status >= 300)
      throw new Error(
        `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    return answer.body;
  }
}
