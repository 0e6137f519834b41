import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Principal } from '@portal/contract';
import { queryDatabase, testInfrastructure, waitFor } from '@portal/testing';
import {
  PrincipalCache,
  principalChangedChannel,
  sessionRevokedChannel,
} from '../src/auth/principal-cache.js';
import { PrincipalChangeListener } from '../src/auth/principal-change.listener.js';
import { RemotePrincipalSource } from '../src/auth/remote-principal-source.service.js';
import { IdentityClient } from '../src/internal/identity.client.js';
import { serviceCredentialHeader } from '../src/auth/service-credential.js';
import type { TokenClaims } from '../src/auth/token-claims.js';

describe('RemotePrincipalSource with the change announcements', () => {
  const serviceSecret = 'service-secret-for-principal-tests-0123456789';
  const staff: Principal = {
    id: 'b3c1f0de-0000-4000-8000-000000000001',
    userType: 'staff',
    education: false,
    harvesting: false,
    communityOutreach: false,
    emailConfirmed: true,
  };
  const office = { sub: staff.id, jti: 'session-at-the-office' } as TokenClaims;
  const phone = { sub: staff.id, jti: 'session-on-the-phone' } as TokenClaims;
  /** The account as identity has it now, and the sessions it has signed out. */
  let current: Principal | undefined;
  const signedOut = new Set<string>();
  let identityCalls = 0;
  let identity: Server;
  let cache: PrincipalCache;
  let listener: PrincipalChangeListener;
  let sut: RemotePrincipalSource;

  beforeAll(async () => {
    // Identity's internal endpoint, reduced to what this test needs; the token names the session.
    identity = createServer((request, response) => {
      identityCalls += 1;
      const session = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (
        request.url !== '/internal/principal' ||
        request.headers[serviceCredentialHeader] !== serviceSecret
      ) {
        response.writeHead(404).end();
        return;
      }
      if (!current || signedOut.has(session)) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(current));
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
    cache = new PrincipalCache();
    listener = new PrincipalChangeListener(testInfrastructure().databaseUrl, cache);
    await listener.onModuleInit();
    const identityClient = new IdentityClient(
      `http://127.0.0.1:${(identity.address() as AddressInfo).port}`,
      { jwtSecret: 'unused here', serviceSecret },
    );
    sut = new RemotePrincipalSource(identityClient, cache);
  });

  afterAll(async () => {
    await listener.onApplicationShutdown();
    await new Promise<void>((resolve) => identity.close(() => resolve()));
  });

  const principalFor = (claims: TokenClaims) => sut.principalFor(claims, claims.jti);

  /** Identity's NOTIFY, then wait until the listener has heard it (the entry is gone). */
  const announce = async (channel: string, payload: string, claims: TokenClaims) => {
    await queryDatabase('SELECT pg_notify($1, $2)', [channel, payload]);
    await waitFor(() => cache.get(claims) === undefined, 'the announcement to evict the entry');
  };

  it('asks identity once per session, then answers from the cache', async () => {
    current = staff;
    identityCalls = 0;
    expect(await principalFor(office)).toEqual(staff);
    expect(await principalFor(office)).toEqual(staff);
    expect(await principalFor(phone)).toEqual(staff);
    expect(identityCalls).toBe(2);
  });

  it('asks again after identity announces a change, and sees the promotion', async () => {
    current = { ...staff, education: true };
    await announce(principalChangedChannel, staff.id, office);
    expect(cache.get(phone)).toBeUndefined();
    expect(await principalFor(office)).toEqual({ ...staff, education: true });
  });

  it('stops honouring a signed-out session at once while the other sessions go on', async () => {
    await principalFor(phone);
    identityCalls = 0;
    signedOut.add(office.jti);
    await announce(sessionRevokedChannel, office.jti, office);
    expect(await principalFor(office)).toBeUndefined();
    expect(await principalFor(phone)).toEqual({ ...staff, education: true });
    expect(identityCalls).toBe(1);
  });

  it('finds no principal once the account is deleted and announced', async () => {
    current = undefined;
    await announce(principalChangedChannel, staff.id, phone);
    expect(await principalFor(phone)).toBeUndefined();
  });
});
