import { Controller, Get, Injectable, Module } from '@nestjs/common';
import type { Principal } from '@portal/contract';
import jwt from 'jsonwebtoken';
import { AuthModule } from '../src/auth/auth.module.js';
import type { AuthenticatedCaller } from '../src/auth/authenticated-caller.js';
import { CurrentCaller } from '../src/auth/current-caller.decorator.js';
import { PrincipalSource } from '../src/auth/principal-source.js';
import {
  AllowTokenInQuery,
  InternalRoute,
  PublicRoute,
  RequirePermission,
} from '../src/auth/route-access.decorators.js';
import { serviceCredentialHeader } from '../src/auth/service-credential.js';
import { tokenAudience, tokenIssuer, type TokenClaims } from '../src/auth/token-claims.js';
import { startTestService, type TestService } from '../src/testing/start-test-service.js';

const secret = 'test-secret-for-the-auth-guard-0123456789';
const serviceSecret = 'service-secret-for-the-auth-guard-0123456789';
const member: Principal = {
  id: '6f1c2a4e-8d3b-4f5a-9c7e-1b2d3e4f5a60',
  userType: 'user',
  education: false,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
};
const admin: Principal = {
  id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c61',
  userType: 'admin',
  education: false,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
};

/** Who exists right now; a test changes it to promote or delete someone. */
const accounts = new Map<string, Principal>();

@Injectable()
class AccountsPrincipalSource extends PrincipalSource {
  async principalFor(claims: TokenClaims): Promise<Principal | undefined> {
    return accounts.get(claims.sub);
  }
}

@Controller('api/things')
class ThingsController {
  @Get('public')
  @PublicRoute()
  open() {
    return { open: true };
  }

  @Get('mine')
  @RequirePermission('session:read')
  mine(@CurrentCaller() caller: AuthenticatedCaller) {
    return { id: caller.principal.id };
  }

  @Get('admin')
  @RequirePermission('users:manage')
  adminOnly() {
    return { admin: true };
  }

  @Get('download')
  @RequirePermission('files:use')
  @AllowTokenInQuery()
  download() {
    return { downloaded: true };
  }
}

/** For the other services only (as identity's `/internal/principal`). */
@Controller('internal')
@InternalRoute()
class InternalThingsController {
  @Get('who')
  @RequirePermission('session:read')
  who(@CurrentCaller() caller: AuthenticatedCaller) {
    return { id: caller.principal.id };
  }
}

const authForTests = () =>
  AuthModule.withPrincipalSource({
    jwtSecret: secret,
    serviceSecret,
    source: AccountsPrincipalSource,
  });

@Module({
  imports: [authForTests()],
  controllers: [ThingsController, InternalThingsController],
})
class ThingsModule {}

function token(sub: string, options: jwt.SignOptions = {}, key = secret): string {
  return jwt.sign({}, key, {
    algorithm: 'HS256',
    subject: sub,
    jwtid: `jti-${sub}`,
    issuer: tokenIssuer,
    audience: tokenAudience,
    expiresIn: '1h',
    ...options,
  });
}

/** A member's token with some claims replaced (undefined: left out), signed with the right key. */
function withClaims(changes: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: member.id,
    jti: 'jti-member',
    iat: now,
    exp: now + 3600,
    iss: tokenIssuer,
    aud: tokenAudience,
    ...changes,
  };
  const given = Object.entries(claims).filter(([, value]) => value !== undefined);
  return jwt.sign(Object.fromEntries(given), secret, { algorithm: 'HS256' });
}

describe('AuthModule: who is calling, on every route', () => {
  let service: TestService;
  const call = (path: string, bearer?: string, extraHeaders: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, {
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...extraHeaders },
    });

  beforeAll(async () => {
    service = await startTestService({ module: ThingsModule });
  });

  beforeEach(() => {
    accounts.clear();
    accounts.set(member.id, member);
    accounts.set(admin.id, admin);
  });

  afterAll(async () => {
    await service?.close();
  });

  it('lets anyone call a public route', async () => {
    expect((await call('/api/things/public')).status).toBe(200);
  });

  it('answers 401 without a token, with a sentence a person can read', async () => {
    const response = await call('/api/things/mine');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      message: 'Please sign in to continue.',
      error: 'Unauthorized',
      code: 'auth.unauthenticated',
    });
  });

  it('knows the caller from a valid token', async () => {
    const response = await call('/api/things/mine', token(member.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: member.id });
  });

  it('answers 403 when the permission table does not allow the caller', async () => {
    expect((await call('/api/things/admin', token(member.id))).status).toBe(403);
    expect((await call('/api/things/admin', token(admin.id))).status).toBe(200);
  });

  it.each([
    [
      'signed with another key',
      () => token(member.id, {}, 'another-secret-another-secret-0123456789'),
    ],
    ['from another issuer', () => token(member.id, { issuer: 'someone-else' })],
    ['for another audience', () => token(member.id, { audience: 'another-app' })],
    [
      'with "alg: none"',
      () =>
        jwt.sign({ sub: member.id, jti: 'x', iss: tokenIssuer, aud: tokenAudience }, '', {
          algorithm: 'none',
        }),
    ],
    [
      'with an altered payload',
      () => {
        const [header, , signature] = token(member.id).split('.');
        const forged = Buffer.from(
          JSON.stringify({ sub: admin.id, jti: 'x', iss: tokenIssuer, aud: tokenAudience }),
        ).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    ['signed HS512 with the right key', () => token(member.id, { algorithm: 'HS512' })],
    ['that is not a token at all', () => 'not-a-token'],
    // Accepted by passport-jwt; refused by the claims' own checks (hasSessionClaims).
    ['that never expires (no exp)', () => withClaims({ exp: undefined })],
    ['issued two minutes from now', () => withClaims({ iat: Math.floor(Date.now() / 1000) + 120 })],
    ['naming a subject that is not a user id', () => withClaims({ sub: 'member-1' })],
    ['whose session id is not a string', () => withClaims({ jti: 12345 })],
  ])('refuses a token %s with 401', async (_how, makeToken) => {
    expect((await call('/api/things/mine', makeToken())).status).toBe(401);
  });

  it('says a session expired when the token has', async () => {
    const expired = token(member.id, { expiresIn: -10 });
    const response = await call('/api/things/mine', expired);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('stops honouring the token of a deleted account on the next call', async () => {
    const memberToken = token(member.id);
    expect((await call('/api/things/mine', memberToken)).status).toBe(200);
    accounts.delete(member.id);
    expect((await call('/api/things/mine', memberToken)).status).toBe(401);
  });

  it("applies a promotion to the same token's next call", async () => {
    const memberToken = token(member.id);
    expect((await call('/api/things/admin', memberToken)).status).toBe(403);
    accounts.set(member.id, { ...member, userType: 'admin' });
    expect((await call('/api/things/admin', memberToken)).status).toBe(200);
  });

  it("hides an internal route from a caller without the services' credential, token or not", async () => {
    for (const credential of [undefined, '', 'a-guess', `${serviceSecret}x`]) {
      const response = await call(
        '/internal/who',
        token(member.id),
        credential === undefined ? {} : { [serviceCredentialHeader]: credential },
      );
      expect(response.status).toBe(404);
    }
  });

  it("answers an internal route to a service, which still needs the caller's token", async () => {
    const asService = { [serviceCredentialHeader]: serviceSecret };
    const response = await call('/internal/who', token(member.id), asService);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: member.id });
    expect((await call('/internal/who', undefined, asService)).status).toBe(401);
  });

  it('accepts ?token= only on routes that allow it', async () => {
    const memberToken = token(member.id);
    expect((await call(`/api/things/download?token=${memberToken}`)).status).toBe(200);
    expect((await call(`/api/things/mine?token=${memberToken}`)).status).toBe(401);
  });
});

describe('RouteAccessAudit', () => {
  @Controller('api/forgotten')
  class ForgottenController {
    @Get()
    forgot() {
      return {};
    }
  }

  @Module({ imports: [authForTests()], controllers: [ForgottenController] })
  class ForgottenModule {}

  @Controller('internal/unmarked')
  class UnmarkedInternalController {
    @Get()
    @RequirePermission('session:read')
    lookup() {
      return {};
    }
  }

  @Controller('api/misplaced')
  @InternalRoute()
  class MisplacedInternalController {
    @Get()
    @RequirePermission('session:read')
    lookup() {
      return {};
    }
  }

  it('refuses to start a service with a route that states no access rule', async () => {
    await expect(startTestService({ module: ForgottenModule })).rejects.toThrow(
      'These routes state no access rule (add @RequirePermission(...) or @PublicRoute()): ForgottenController.forgot',
    );
  });

  it.each([
    [
      'a route under /internal not marked internal',
      UnmarkedInternalController,
      '/internal/unmarked',
    ],
    ['an internal route outside /internal', MisplacedInternalController, '/api/misplaced'],
  ])('refuses to start a service with %s', async (_what, controller, path) => {
    @Module({ imports: [authForTests()], controllers: [controller] })
    class InternalModule {}
    await expect(startTestService({ module: InternalModule })).rejects.toThrow(
      `Routes under /internal must be @InternalRoute(), and internal routes must be under /internal: ${controller.name}.lookup (${path})`,
    );
  });
});
