// Every endpoint of the contract, fuzzed through the gateway of a portal started as `npm start`
// starts it: wrong types in every field, text PostgreSQL cannot store, huge numbers, deep
// nesting, prototype keys, bytes that are not UTF-8, bad percent escapes in every query
// parameter and path segment, ids that are not UUIDs, and broken multipart uploads; as
// anonymous, a member and an admin. What a caller relies on (decisions §2): a 5xx is always a
// defect, and no call hangs. The probes are drawn by fast-check from a fixed seed (FUZZ_SEED
// changes it); a failure prints the request, so it can be sent again by hand.
import { fileEndpoints } from '@portal/contract/files';
import { userEndpoints } from '@portal/contract/users';
import { contractEndpoints, type ContractEndpoint } from '../support/fuzz/contract-endpoints.js';
import { buildFuzzWorld, roles, type FuzzWorld, type Role } from '../support/fuzz/fuzz-world.js';
import { multipartProbes } from '../support/fuzz/multipart-probes.js';
import {
  describeFailure,
  failureOf,
  probeRunner,
  type ProbeOutcome,
  type ProbeRunner,
} from '../support/fuzz/probe-runner.js';
import { baselineProbe, endpointProbes, type Depth, type Probe } from '../support/fuzz/probes.js';
import { whereFailuresLie } from '../support/fuzz/upstream-replay.js';
import { PortalProcess } from '../support/portal-process.js';

const defaultSeed = 20_260_501;
const seed = readSeed(process.env.FUZZ_SEED);
/** Fewer would leave families untried; the count is asserted so a shrinking suite is noticed. */
const minimumRequests = 2_000;
/** Probes in flight at once: the two cores also run the portal. */
const concurrency = 4;

describe('the API under fuzzing, through the gateway', () => {
  let portal: PortalProcess;
  let world: FuzzWorld;
  let runner: ProbeRunner;

  beforeAll(async () => {
    // The limit per address would answer the fuzz with 429s instead of the code behind it.
    portal = await PortalProcess.start({
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '0',
      // A member may ask for a few links an hour; the suite asks for hundreds.
      EMAIL_LINKS_PER_HOUR: '10000',
    });
    world = await buildFuzzWorld(portal.url);
    runner = probeRunner(portal.url);
  }, 240_000);

  afterAll(async () => {
    await runner?.close();
    await portal?.destroy();
  });

  it('answers every probe without a 5xx, a 429 or a wait over 5 s', async () => {
    const started = performance.now();
    console.log(`fuzz seed ${seed}: run again with FUZZ_SEED=${seed}`);
    const endpoints = contractEndpoints();

    // First the valid call of each endpoint for each role: where the role passes the
    // permission check, the endpoint is fuzzed fully; where it is refused, lightly (the
    // refusal comes before the body is read).
    const pairs = endpoints.flatMap((endpoint) => roles.map((role) => ({ endpoint, role })));
    const baselines = await runner.sendAll(
      pairs.map(({ endpoint, role }) => baselineProbe(endpoint, role, world, seed)),
      concurrency,
    );
    const depths = pairs.map(({ endpoint }, index) => depthOf(endpoint, baselines[index]));
    const meStatus = (role: Role) =>
      baselines.find(({ probe }) => probe.role === role && probe.path === userEndpoints.me.path)
        ?.status;
    expect({ member: meStatus('member'), admin: meStatus('admin') }).toEqual({
      member: 200,
      admin: 200,
    });

    const probes: Probe[] = pairs.flatMap(({ endpoint, role }, index) => [
      ...endpointProbes(endpoint, role, depths[index], world, seed),
      ...(endpoint.endpoint === fileEndpoints.upload
        ? multipartProbes(endpoint.name, endpoint.endpoint, role, world, seed)
        : []),
    ]);
    const outcomes = [...baselines, ...(await runner.sendAll(probes, concurrency))];

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `fuzz seed ${seed}: ${runner.sent} requests in ${seconds} s, ` +
          `${depths.filter((depth) => depth === 'full').length} of ${pairs.length} endpoint-role pairs fuzzed fully`,
        ...summary(outcomes),
      ].join('\n'),
    );
    // Each failure sent again, alone, to its service and through the gateway says where it
    // lies: in the service, in the gateway, or only beside other probes (a race).
    const failed = outcomes.filter((outcome) => failureOf(outcome) !== undefined);
    const where = await whereFailuresLie(failed, await portal.addresses());
    const failures = failed.map((outcome, index) =>
      describeFailure(outcome, failureOf(outcome)!, where[index]),
    );
    if (failures.length > 0) {
      console.log(
        [`fuzz seed ${seed}: ${failures.length} failed probes`, ...tally(where), ...failures].join(
          '\n',
        ),
      );
    }

    expect(runner.sent).toBeGreaterThanOrEqual(minimumRequests);
    expect(failures).toEqual([]);
  }, 300_000);
});

/** Fully where the valid call passed the permission check; lightly where it was refused or never routed. */
function depthOf({ endpoint }: ContractEndpoint, baseline: ProbeOutcome): Depth {
  if (endpoint.path.startsWith('/internal/')) return 'light';
  return baseline.status === 401 || baseline.status === 403 ? 'light' : 'full';
}

/** How many failures lie where, most first. */
function tally(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    // Without the status or the time, which differ from one failure to the next.
    const key = line.replace(/(, \d+|: \d+ ms)$/, '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort(([, a], [, b]) => b - a).map(([line, count]) => `  ${count} ${line}`);
}

/** Requests per family and status, one line per family. */
function summary(outcomes: ProbeOutcome[]): string[] {
  const families = new Map<string, Map<string, number>>();
  for (const { probe, status } of outcomes) {
    const statuses = families.get(probe.family) ?? new Map<string, number>();
    const key = String(status ?? 'none');
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    families.set(probe.family, statuses);
  }
  return [...families].map(([family, statuses]) => {
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const counts = [...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `  ${family}: ${total} (${counts})`;
  });
}

function readSeed(value: string | undefined): number {
  if (value === undefined || value === '') return defaultSeed;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed))
    throw new Error(`FUZZ_SEED must be an integer, not "${value}"`);
  return parsed;
}
