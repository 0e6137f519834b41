import { serviceNames, type PortalHealth, type ServiceName } from '@portal/contract';
import { findFreePort } from '@portal/embedded-infra';
import { PortalProcess } from '@portal/launcher/portal-process';
import {
  eventually,
  isAlive,
  partPids,
  postgresServerPid,
  principalListeners,
  type PartName,
} from '../support/portal-parts.js';
import { testAdmin } from '../support/portal-process.js';
import { signInThroughApi } from '../support/sessions.js';
import { TrafficProbe, failed, type ProbeResult } from '../support/traffic-probe.js';

/** What a client calls, and which service answers it (decisions §2). */
const calls: ReadonlyArray<{ path: string; service: ServiceName }> = [
  { path: '/api/users/me', service: 'identity' },
  { path: '/api/grants', service: 'grants' },
  { path: '/api/available-grants', service: 'grants' },
  { path: '/api/grant-applications', service: 'applications' },
  { path: '/api/files', service: 'files' },
  { path: '/api/notifications/unread-count', service: 'notifications' },
  { path: '/api/reviews/assigned', service: 'reviews' },
];

/** The gateway's answer for a prefix whose service cannot be reached. */
const unreachable =
  'This part of the portal is not reachable right now. Please try again in a moment.';

/**
 * `npm start` restarts a part that dies while the portal runs, and the rest of the portal keeps
 * working meanwhile. Each part is killed with SIGKILL, as a crash or the OOM killer would.
 */
describe('crash recovery under npm start', () => {
  let portal: PortalProcess;
  let token: string;

  beforeAll(async () => {
    // The probe calls every prefix and /api/health without pause, from one address and one
    // account: the gateway's per-minute limits (whose own tests are elsewhere) are off (0) so
    // that they never answer 429 here, which would read as the portal not being back.
    portal = await PortalProcess.start({
      admin: testAdmin,
      env: { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '0' },
    });
    token = (await signInThroughApi(portal.url, testAdmin.email, testAdmin.password)).token;
  });

  afterAll(async () => {
    await portal?.destroy();
  });

  /** Waits until endpoints.json names a new process for `part`, and answers all the pids. */
  const pidsOnceRestarted = (part: PartName, killed: number) =>
    eventually(`endpoints.json names the new ${part} process`, async () => {
      const pids = await partPids(portal);
      return pids[part] !== killed ? pids : undefined;
    });

  /**
   * The services and parts that /api/health reported down, one list per report (200 or 503; a
   * refusal such as 429 reports nothing).
   */
  const reportedDown = (results: ProbeResult[]) =>
    results
      .filter(
        (result) =>
          result.path === '/api/health' && (result.status === 200 || result.status === 503),
      )
      .map((result) => {
        const health = JSON.parse(result.body) as PortalHealth;
        return serviceNames.filter((name) => health.services[name] !== 'up');
      });

  /**
   * Kills `service` while a client keeps calling every prefix and /api/health, until the service
   * answers again; answers what the client saw from the kill on.
   */
  const crashUnderTraffic = async (service: ServiceName, pid: number) => {
    const own = calls.filter((call) => call.service === service).map((call) => call.path);
    const isHealth = (result: ProbeResult) => result.path === '/api/health';
    const probe = new TrafficProbe(portal.url, ['/api/health', ...calls.map((call) => call.path)], {
      token,
    });
    try {
      await probe.waitFor((result) => isHealth(result) && result.status === 200, {
        since: 0,
        timeoutMs: 10_000,
      });
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');

      // Generous limits: they catch a part that never comes back, not a slow one (how fast a
      // part is back is printed, and measured by the bench, not asserted here).
      const down = await probe.waitFor((result) => own.includes(result.path) && failed(result), {
        since: killedAt,
        timeoutMs: 15_000,
      });
      const answered = await probe.waitFor(
        (result) => own.includes(result.path) && !failed(result),
        { since: down.sentAt + 1, timeoutMs: 60_000 },
      );
      const healthy = await probe.waitFor((result) => isHealth(result) && result.status === 200, {
        since: down.sentAt + 1,
        timeoutMs: 60_000,
      });
      const back = Math.max(answered.sentAt, healthy.sentAt);
      // One more round with everything back.
      await probe.waitFor(() => true, { since: back + 1, timeoutMs: 5_000 });
      const results = await probe.stop();
      return {
        down,
        backAfterMs: back - killedAt,
        afterKill: results.filter((result) => result.sentAt >= killedAt),
      };
    } finally {
      await probe.stop();
    }
  };

  it.each(serviceNames)(
    'kill -9 of %s: it comes back by itself; every other prefix keeps answering',
    async (service) => {
      const before = await partPids(portal);
      const since = portal.log.length;
      const { down, backAfterMs, afterKill } = await crashUnderTraffic(service, before[service]);

      process.stdout.write(`kill -9 of ${service}: answering again after ${backAfterMs} ms\n`);
      // While it was down, the gateway said so for its prefix with the documented message.
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toMatchObject({ statusCode: 503, message: unreachable });
      // Every other prefix was answered by its own service all along.
      const others = afterKill.filter((result) =>
        calls.some((call) => call.path === result.path && call.service !== service),
      );
      expect(others.length).toBeGreaterThan(0);
      expect(others.filter(failed)).toEqual([]);
      // /api/health named the crashed service while it was down, and never another one.
      const downLists = reportedDown(afterKill);
      expect(downLists).toContainEqual([service]);
      expect(downLists.filter((names) => names.some((name) => name !== service))).toEqual([]);

      expect(portal.log.slice(since)).toContain(
        `[portal] ${service} exited unexpectedly (SIGKILL); restarting in 0.5 s`,
      );
      const [, newPid] = await portal.waitForLine(
        new RegExp(`\\[portal\\] ${service} is back \\(pid (\\d+)`),
        { since },
      );
      const after = await pidsOnceRestarted(service, before[service]);
      expect(after[service]).toBe(Number(newPid));
      expect(isAlive(after[service])).toBe(true);
      expect({ ...after, [service]: 0 }).toEqual({ ...before, [service]: 0 });
    },
  );

  it('kill -9 of the gateway: back on the same address by itself', async () => {
    const before = await partPids(portal);
    const since = portal.log.length;
    const killedAt = Date.now();
    process.kill(before.gateway, 'SIGKILL');

    await eventually(
      'the portal answers again',
      async () => {
        const response = await fetch(`${portal.url}/api/health`);
        return response.status === 200 ? true : undefined;
      },
      60_000,
    );
    process.stdout.write(
      `kill -9 of the gateway: answering again after ${Date.now() - killedAt} ms\n`,
    );
    await portal.waitForLine(/\[portal\] gateway is back \(pid \d+/, { since });
    const after = await pidsOnceRestarted('gateway', before.gateway);
    expect({ ...after, gateway: 0 }).toEqual({ ...before, gateway: 0 });
  });

  /**
   * After PostgreSQL came back, the services work again without having been restarted
   * themselves: sign-in, /api/users/me, health, and each service's listener for access changes.
   */
  const expectServicesCarriedOn = async (
    before: Record<PartName, number>,
    listenersBefore: number,
    since: number,
  ) => {
    const session = await eventually('a sign-in succeeds again', () =>
      signInThroughApi(portal.url, testAdmin.email, testAdmin.password).catch(() => undefined),
    );
    const me = await fetch(`${portal.url}/api/users/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: testAdmin.email });
    await eventually('/api/health says every service is up', async () => {
      const response = await fetch(`${portal.url}/api/health`);
      return response.status === 200 ? true : undefined;
    });
    await eventually('every principal-change listener is connected again', async () =>
      (await principalListeners(portal)) === listenersBefore ? true : undefined,
    );

    const after = await pidsOnceRestarted('postgres', before.postgres);
    expect({ ...after, postgres: 0 }).toEqual({ ...before, postgres: 0 });
    expect(portal.log.slice(since)).not.toMatch(/\[portal\] (?!postgres)\S+ exited unexpectedly/);
  };

  it('kill -9 of the PostgreSQL server: restarted on its data; the services reconnect by themselves', async () => {
    const before = await partPids(portal);
    const listeners = await principalListeners(portal);
    expect(listeners).toBeGreaterThan(0);
    const server = await postgresServerPid(portal);
    expect(before.postgres).toBe(server);
    const since = portal.log.length;
    process.kill(server, 'SIGKILL');

    // The server is the launcher's own child (no runner beside it): its end is the part's.
    await portal.waitForLine(
      /\[portal\] postgres exited unexpectedly \(SIGKILL\); restarting in [\d.]+ s/,
      { since },
    );
    await portal.waitForLine(/\[portal\] postgres is back \(pid \d+/, { since });
    expect(await postgresServerPid(portal)).not.toBe(server);
    await expectServicesCarriedOn(before, listeners, since);
  });

  it('kill -9 of the object store: restarted on the same address', async () => {
    const before = await partPids(portal);
    const { objectStore } = await portal.addresses();
    const since = portal.log.length;
    process.kill(before.objects, 'SIGKILL');

    await portal.waitForLine(/\[portal\] objects is back \(pid \d+/, { since });
    // It answers S3 requests there again (this one unsigned, so refused: S3 speaks XML).
    const answer = await fetch(`${objectStore}/`);
    expect(answer.headers.get('content-type')).toMatch(/xml/);
    await answer.body?.cancel();
    const after = await pidsOnceRestarted('objects', before.objects);
    expect({ ...after, objects: 0 }).toEqual({ ...before, objects: 0 });
  });

  // Last: it stops the portal.
  it('Ctrl-C while a restart is pending stops everything cleanly', async () => {
    const pids = await partPids(portal);
    const server = await postgresServerPid(portal);
    const since = portal.log.length;
    process.kill(pids.grants, 'SIGKILL');
    await portal.waitForLine(/\[portal\] grants exited unexpectedly \(SIGKILL\); restarting in/, {
      since,
    });

    expect(await portal.stop()).toBe(0);
    expect(portal.log.slice(since)).toContain('[portal] stopped');
    expect(portal.log.slice(since)).not.toContain('grants is back');
    const left = [...Object.values(pids), server].filter(isAlive);
    expect(left).toEqual([]);
  });
});

describe('a part that fails at its first start', () => {
  it('stops the start with its reason instead of being restarted', async () => {
    const nothingListens = await findFreePort();
    const start = PortalProcess.start({
      admin: testAdmin,
      env: { DATABASE_URL: `postgres://portal:unused@127.0.0.1:${nothingListens}/portal` },
    });

    const failure = await start.then(
      async (started) => {
        await started.destroy();
        return new Error('the portal started without a database');
      },
      (error: Error) => error,
    );
    expect(failure.message).toMatch(
      new RegExp(`\\[portal\\] (${serviceNames.join('|')}) exited with code 1`),
    );
    expect(failure.message).toContain('ECONNREFUSED');
    expect(failure.message).toContain('[portal] stopping everything');
    expect(failure.message).not.toContain('restarting in');
  });
});
