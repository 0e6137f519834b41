import type { Endpoint } from '@portal/contract/http';
import fc from 'fast-check';
import { queryParameterNames, type ContractEndpoint } from './contract-endpoints.js';
import { exampleBody } from './example-bodies.js';
import type { FuzzIds, FuzzWorld, Role } from './fuzz-world.js';
import {
  badEscapes,
  deepNesting,
  encodedNuls,
  hostileIdSegment,
  hostileKeys,
  hostileQueryValue,
  hostileTrio,
  hostileValue,
  jsonBytes,
  preview,
  RawJson,
} from './hostile-values.js';

export type ProbeFamily =
  'baseline' | 'path segment' | 'query' | 'body field' | 'body key' | 'body shape' | 'multipart';

/** One request the fuzz sends, and what in it is hostile. */
export interface Probe {
  family: ProbeFamily;
  endpoint: string;
  role: Role;
  method: string;
  /** The path and query as they go on the wire. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was made hostile, for a failure's report. */
  what: string;
}

/** How hard to fuzz an endpoint for a role: fully where the role passes the permission check. */
export type Depth = 'full' | 'light';

/** The probes of one endpoint for one role, drawn by fast-check from `seed`. */
export function endpointProbes(
  { name, endpoint }: ContractEndpoint,
  role: Role,
  depth: Depth,
  world: FuzzWorld,
  seed: number,
): Probe[] {
  const draw = drawer(seed, `${name} ${role}`);
  const probe = (family: ProbeFamily, path: string, what: string, body?: Buffer, type?: string) =>
    makeProbe(world, name, endpoint, role, family, path, what, body, type);
  const ids = idsFor(endpoint, world, draw);
  const path = fillPath(endpoint.path, ids);
  const base = exampleBody(name, endpoint, world, draw(fc.nat()));
  const baseBytes = base === undefined ? undefined : jsonBytes(base);
  const withBase = (family: ProbeFamily, at: string, what: string) =>
    probe(family, at, what, baseBytes);
  const probes: Probe[] = [];

  // Where an id belongs: a bad escape, then ids that are not UUIDs, traversal, more escapes;
  // one parameter at a time. And a bad escape after the path's last segment.
  const idCount = depth === 'full' ? 6 : 2;
  for (const parameter of pathParameters(endpoint.path)) {
    const segments = [
      draw(fc.constantFrom(...badEscapes)),
      ...draw(fc.array(hostileIdSegment, { minLength: idCount - 1, maxLength: idCount - 1 })),
    ];
    for (const segment of segments) {
      const at = fillPath(endpoint.path, { ...ids, [parameter]: segment });
      probes.push(withBase('path segment', at, `:${parameter} = ${segment}`));
    }
  }
  const escape = draw(fc.constantFrom(...badEscapes));
  probes.push(withBase('path segment', `${path}${escape}`, `${escape} after the last segment`));

  // Every query parameter the endpoint reads (and `token`, which downloads accept, and `x`,
  // which none reads): a bad escape and an encoded NUL each, and where the role is let in a
  // hostile value, the parameter twice and as an object.
  for (const parameter of [...queryParameterNames(endpoint), 'token', 'x']) {
    const values: string[] = [
      draw(fc.constantFrom(...badEscapes)),
      draw(fc.constantFrom(...encodedNuls)),
    ];
    if (depth === 'full') values.push(draw(hostileQueryValue));
    for (const value of values)
      probes.push(withBase('query', `${path}?${parameter}=${value}`, `?${parameter}=${value}`));
    if (depth === 'full' && parameter !== 'x') {
      probes.push(
        withBase('query', `${path}?${parameter}=a&${parameter}=b`, `?${parameter} twice`),
        withBase('query', `${path}?${parameter}[a]=b`, `?${parameter}[a]=b`),
      );
    }
  }

  if (endpoint.method !== 'GET') {
    // Each field of a valid body made hostile in turn: a wrong type, unstorable text, and one
    // of the other families; then a hostile key in each object.
    if (base !== undefined) {
      const fields = fieldPaths(base);
      const chosen =
        depth === 'full'
          ? fields
          : draw(
              fc.shuffledSubarray(fields, {
                minLength: Math.min(2, fields.length),
                maxLength: Math.min(2, fields.length),
              }),
            );
      for (const field of chosen) {
        const values = depth === 'full' ? draw(hostileTrio) : [draw(hostileValue)];
        for (const value of values) {
          probes.push(
            probe(
              'body field',
              path,
              `${field.join('.') || '(body)'} = ${describe(value)}`,
              jsonBytes(replaceAt(base, field, value)),
            ),
          );
        }
      }
      if (depth === 'full') {
        for (const objectPath of objectPaths(base)) {
          const key = draw(fc.constantFrom(...hostileKeys));
          probes.push(
            probe(
              'body key',
              path,
              `key ${preview(key, 40)} in ${objectPath.join('.') || '(body)'}`,
              jsonBytes(addKeyAt(base, objectPath, key)),
            ),
          );
        }
      }
    }
    // The body as a whole: not JSON, not UTF-8, nested, not an object, the wrong type.
    const shapes = bodyShapes(baseBytes ?? Buffer.from('{}'));
    const shapeCount = depth === 'full' ? 8 : 2;
    for (const shape of draw(
      fc.shuffledSubarray(shapes, { minLength: shapeCount, maxLength: shapeCount }),
    )) {
      probes.push(probe('body shape', path, shape.what, shape.body, shape.type));
    }
  }
  return probes;
}

/** The call as a valid caller makes it: real ids, a valid body. */
export function baselineProbe(
  { name, endpoint }: ContractEndpoint,
  role: Role,
  world: FuzzWorld,
  seed: number,
): Probe {
  const draw = drawer(seed, `${name} ${role} baseline`);
  const base = exampleBody(name, endpoint, world, draw(fc.nat()));
  const path = fillPath(endpoint.path, idsFor(endpoint, world, draw));
  return makeProbe(
    world,
    name,
    endpoint,
    role,
    'baseline',
    path,
    'a valid call',
    base === undefined ? undefined : jsonBytes(base),
  );
}

function makeProbe(
  world: FuzzWorld,
  name: string,
  endpoint: Endpoint,
  role: Role,
  family: ProbeFamily,
  path: string,
  what: string,
  body: Buffer | undefined,
  type = 'application/json',
): Probe {
  const headers: Record<string, string> = {};
  const session = sessionFor(world, endpoint, role);
  if (session) headers.authorization = `Bearer ${session}`;
  if (body !== undefined) headers['content-type'] = type;
  return { family, endpoint: name, role, method: endpoint.method, path, headers, body, what };
}

/**
 * The token a role calls with. A call that ends the caller's session (`…/logout`) gets the
 * role's spare session, so the other probes keep theirs.
 */
function sessionFor(world: FuzzWorld, endpoint: Endpoint, role: Role): string | undefined {
  if (role === 'anonymous') return undefined;
  const sessions = endpoint.path.endsWith('/logout') ? world.spareSessions : world.sessions;
  return sessions[role].token;
}

/** A deterministic draw from an arbitrary, seeded by the run's seed and a label. */
export function drawer(seed: number, label: string): <T>(arbitrary: fc.Arbitrary<T>) => T {
  let run = 0;
  const labelSeed = [...label].reduce(
    (hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0,
    7,
  );
  return <T>(arbitrary: fc.Arbitrary<T>): T => {
    run += 1;
    return fc.sample(arbitrary, { seed: (seed ^ labelSeed) + run, numRuns: 1 })[0];
  };
}

/** Which fixture an id of a path names, by the path's beginning (the longest match first). */
const idKinds: Array<[RegExp, keyof FuzzIds]> = [
  [/^\/api\/grant-applications\/drafts\//, 'draft'],
  [/^\/api\/grant-applications\//, 'application'],
  [/^\/api\/grants\//, 'grant'],
  [/^\/api\/users\//, 'member'],
  [/^\/api\/files\/application\//, 'application'],
  [/^\/api\/files\//, 'file'],
  [/^\/api\/admin\/notifications\//, 'delivery'],
  [/^\/api\/notifications\//, 'notification'],
  [/^\/internal\/grants\//, 'grant'],
  [/^\/internal\/applications\//, 'application'],
];

/**
 * Real ids for the path's parameters: the fixtures for a read, the spare ones for a change,
 * and for a DELETE an id nothing has, so that the fixtures stay for the other probes.
 */
function idsFor(
  endpoint: Endpoint,
  world: FuzzWorld,
  draw: ReturnType<typeof drawer>,
): Record<string, string> {
  const parameters = pathParameters(endpoint.path);
  if (parameters.length === 0) return {};
  const kind = idKinds.find(([pattern]) => pattern.test(endpoint.path))?.[1];
  let id: string;
  if (endpoint.method === 'DELETE' || !kind) id = draw(fc.uuid());
  else if (endpoint.method === 'GET') id = world.ids[kind];
  else id = world.spare[kind] ?? world.ids[kind];
  return Object.fromEntries(parameters.map((parameter) => [parameter, id]));
}

function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => values[name] ?? name);
}

type FieldPath = Array<string | number>;

/** Every field of a body, containers included: `sections`, `sections.0`, `sections.0.label`… */
function fieldPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  const paths: FieldPath[] = at.length > 0 ? [at] : [];
  if (Array.isArray(value))
    value.forEach((item, index) => paths.push(...fieldPaths(item, [...at, index])));
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) paths.push(...fieldPaths(item, [...at, key]));
  return paths;
}

function objectPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  return fieldPaths(value)
    .concat([at])
    .filter((path) => isObject(valueAt(value, path)));
}

function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (current, key) => (current as Record<string | number, unknown>)?.[key],
    value,
  );
}

function replaceAt(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(base);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

function addKeyAt(base: unknown, path: FieldPath, key: string): unknown {
  const copy = structuredClone(base);
  const target = valueAt(copy, path) as Record<string, unknown>;
  // defineProperty: a "__proto__" key must become an own field, as JSON.parse makes it.
  Object.defineProperty(target, key, {
    value: 'hostile key',
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof RawJson)
  );
}

function describe(value: unknown): string {
  if (value instanceof RawJson) return value.label;
  return preview(JSON.stringify(value) ?? String(value), 60);
}

/** Whole bodies no caller should send, around a valid body `base`. */
function bodyShapes(base: Buffer): Array<{ what: string; body: Buffer; type?: string }> {
  const text = base.toString('utf8');
  const firstString = text.indexOf('":"');
  const withBytes = (hex: string) =>
    firstString < 0
      ? Buffer.from(hex, 'hex')
      : Buffer.concat([
          base.subarray(0, firstString + 3),
          Buffer.from(hex, 'hex'),
          base.subarray(firstString + 3),
        ]);
  return [
    { what: 'an empty body', body: Buffer.alloc(0) },
    { what: 'null', body: Buffer.from('null') },
    { what: 'an array', body: Buffer.from('[]') },
    { what: 'a string', body: Buffer.from('"text"') },
    { what: 'a number', body: Buffer.from('1e400') },
    { what: 'JSON cut short', body: base.subarray(0, Math.max(1, base.length >> 1)) },
    { what: 'a trailing comma', body: Buffer.from(text.replace(/}$/, ',}')) },
    {
      what: 'a byte order mark first',
      body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), base]),
    },
    { what: 'bytes ff fe in the first string', body: withBytes('fffe') },
    { what: 'a CESU-8 surrogate in the first string', body: withBytes('eda080') },
    { what: 'an overlong NUL in the first string', body: withBytes('c080') },
    { what: 'arrays nested 100,000 deep', body: jsonBytes(deepNesting(100_000, 'array')) },
    { what: 'objects nested 5,000 deep', body: jsonBytes(deepNesting(5_000, 'object')) },
    {
      what: 'a __proto__ key',
      body: Buffer.from(text.replace(/^{/, '{"__proto__":{"admin":true},')),
    },
    {
      what: 'a constructor.prototype key',
      body: Buffer.from(text.replace(/^{/, '{"constructor":{"prototype":{"admin":true}},')),
    },
    { what: 'every key twice', body: Buffer.from(text.replace(/^{(.*)}$/s, '{$1,$1}')) },
    {
      what: '20,000 keys',
      body: Buffer.from(`{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`),
    },
    { what: 'the body as text/plain', body: base, type: 'text/plain' },
    { what: 'the body declared UTF-16', body: base, type: 'application/json; charset=utf-16' },
    {
      what: 'the body in UTF-16',
      body: Buffer.from(text, 'utf16le'),
      type: 'application/json; charset=utf-16le',
    },
    { what: 'a body past 1 MiB', body: Buffer.from(`{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`) },
  ];
}
