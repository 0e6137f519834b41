import { serviceCredentialHeaders } from '@portal/nest-kit';
import { startOnFreshSchema, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testServiceEnvironment } from '@portal/testing';
import type { LoginResponse } from '@portal/contract';
import { jest } from '@jest/globals';
import { AppModule } from '../src/app.module.js';
import { Clock } from '../src/clock.service.js';
import { loadIdentityConfig, type IdentityConfig } from '../src/config.js';
import { identityDatabase } from '../src/database.js';

export const adminEmail = 'office@nation.example';
export const adminPassword = 'first-admin-password-123';

/** The identity service on its own fresh schema, started as `npm start` starts it. */
export class IdentityUnderTest {
  service!: TestService;
  readonly config: IdentityConfig;

  /** `env` adds variables (NOTIFICATIONS_URL of a fake, to read the emails with links). */
  constructor(env: Record<string, string> = {}) {
    this.environment = testServiceEnvironment('identity', {
      DATA_ENCRYPTION_KEY: 'data-key-for-identity-tests-0123456789ab',
      PORTAL_ADMIN_EMAIL: adminEmail,
      PORTAL_ADMIN_PASSWORD: adminPassword,
      ...env,
    });
    this.config = loadIdentityConfig(this.environment);
  }

  /** The environment the service was configured from. */
  readonly environment: NodeJS.ProcessEnv;

  configEnvironment(): NodeJS.ProcessEnv {
    return { ...this.environment };
  }

  async start(): Promise<this> {
    this.service = await startOnFreshSchema(
      identityDatabase(this.config),
      AppModule.register(this.config),
    );
    return this;
  }

  /** Stops the service but keeps its data, to start it again. */
  async stop(): Promise<void> {
    await this.service?.close();
  }

  async destroy(): Promise<void> {
    await this.stop();
    await dropSchema(this.config.DATABASE_SCHEMA);
  }

  get url(): string {
    return this.service.url;
  }

  /**
   * Moves the clock the sign-in limits count with `ms` on (on top of any earlier move), so that
   * a test sees a delay or a window pass without waiting for it.
   */
  moveClockOn(ms: number): void {
    const clock = this.service.app.get(Clock);
    this.clockOffsetMs += ms;
    const offset = this.clockOffsetMs;
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offset));
  }

  private clockOffsetMs = 0;

  /**
   * A request to the service; `as` adds the bearer token, `from` the client address the gateway
   * forwards, `asService` the services' credential (for `/internal` routes).
   */
  async call(
    method: string,
    path: string,
    options: { body?: unknown; as?: string; from?: string; asService?: boolean } = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.as) headers.authorization = `Bearer ${options.as}`;
    if (options.from) headers['x-forwarded-for'] = options.from;
    if (options.asService)
      Object.assign(headers, serviceCredentialHeaders(this.config.SERVICE_SECRET));
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      headers: response.headers,
    };
  }

  /** Registers a member, each from an address of its own (registrations are throttled per address). */
  async register(overrides: Record<string, unknown> = {}): Promise<LoginResponse> {
    const suffix = Math.random().toString(36).slice(2, 8);
    const response = await this.call('POST', '/api/users/register', {
      from: randomAddress(),
      body: {
        firstName: 'Ann',
        lastName: 'Member',
        email: `ann.${suffix}@example.org`,
        cardNumber: `RS-${suffix}`,
        password: 'a long enough password',
        ...overrides,
      },
    });
    if (response.status !== 201)
      throw new Error(`register failed: ${JSON.stringify(response.body)}`);
    return response.body as LoginResponse;
  }

  /** The body of the edit form (PUT /api/users/{id}) for `user`, with `changes`. */
  editForm(
    user: LoginResponse['user'],
    changes: Record<string, unknown> = {},
  ): Record<string, unknown> {
    const {
      firstName,
      lastName,
      email,
      cardNumber,
      userType,
      education,
      harvesting,
      communityOutreach,
    } = user;
    return {
      firstName,
      lastName,
      email,
      cardNumber,
      userType,
      education,
      harvesting,
      communityOutreach,
      updateEmailHash: true,
      ...changes,
    };
  }

  async login(email: string, password: string): Promise<LoginResponse> {
    const response = await this.call('POST', '/api/users/login', { body: { email, password } });
    if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return response.body as LoginResponse;
  }

  loginAsAdmin(): Promise<LoginResponse> {
    return this.login(adminEmail, adminPassword);
  }
}

/** An address in 10.0.0.0/8, as the gateway would forward it. */
export function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}
