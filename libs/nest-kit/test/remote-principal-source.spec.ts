import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Principal } from '@portal/contract';
import { queryDatabase, testInfrastructure } from '@portal/testing';
import { PrincipalCache, principalChangedChannel } from '../src/auth/principal-cache.js';
import { PrincipalChangeListener } from '../src/auth/principal-change-listener.js';
import { RemotePrincipalSource } from '../src/auth/remote-principal-source.js';
import type { TokenClaims } from '../src/auth/token-claims.js';

describe('RemotePrincipalSource with the change announcements', () => {
  const staff: Principal = {
    id: 'b3c1f0de-0000-4000-8000-000000000001',
    userType: 'staff',
    education: false,
    harvesting: false,
    communityOutreach: false,
  };
  const claims = { sub: staff.id, jti: 'j1' } as TokenClaims;
  let current: Principal | undefined;
  let identityCalls = 0;
  let identity: Server;
  let cache: PrincipalCache;
  let listener: PrincipalChangeListener;
  let sut: RemotePrincipalSource;

  beforeAll(async () => {
    // Identity's internal endpoint, reduced to what this test needs.
    identity = createServer((request, response) => {
      identityCalls += 1;
      if (
        request.url !== '/internal/principal' ||
        request.headers.authorization !== 'Bearer the-token'
      ) {
        response.writeHead(400).end();
        return;
      }
      if (!current) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(current));
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
    cache = new PrincipalCache();
    listener = new PrincipalChangeListener(testInfrastructure().databaseUrl, cache);
    await listener.onModuleInit();
    sut = new RemotePrincipalSource(
      `http://127.0.0.1:${(identity.address() as AddressInfo).port}`,
      cache,
    );
  });

  afterAll(async () => {
    await listener.onApplicationShutdown();
    await new Promise<void>((resolve) => identity.close(() => resolve()));
  });

  const announce = async (userId: string) => {
    await queryDatabase('SELECT pg_notify($1, $2)', [principalChangedChannel, userId]);
    await sleep(200); // the announcement travels asynchronously
  };

  it('asks identity once, then answers from the cache', async () => {
    current = staff;
    identityCalls = 0;
    expect(await sut.principalFor(claims, 'the-token')).toEqual(staff);
    expect(await sut.principalFor(claims, 'the-token')).toEqual(staff);
    expect(identityCalls).toBe(1);
  });

  it('asks again after identity announces a change, and sees the promotion', async () => {
    current = { ...staff, education: true };
    await announce(staff.id);
    expect(await sut.principalFor(claims, 'the-token')).toEqual({ ...staff, education: true });
  });

  it('finds no principal once the account is deleted and announced', async () => {
    current = undefined;
    await announce(staff.id);
    expect(await sut.principalFor(claims, 'the-token')).toBeUndefined();
  });
});
