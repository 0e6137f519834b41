// What an operator relies on in the container deployment (decisions §1): docker-compose.yml, the two
// Dockerfiles, .dockerignore and .env.example. No Docker engine is needed: the files are parsed and
// checked as a reviewer would. Each check collects its problems as sentences naming the container and
// the variable (or instruction), so a failure says what to fix.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string): string => readFileSync(path.join(repository, file), 'utf8');

// ---------------------------------------------------------------------------------------------------
// The deployment as specified
// ---------------------------------------------------------------------------------------------------

const secrets = [
  'POSTGRES_PASSWORD',
  'JWT_SECRET',
  'SERVICE_SECRET',
  'DATA_ENCRYPTION_KEY',
  'PORTAL_ADMIN_EMAIL',
  'PORTAL_ADMIN_PASSWORD',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
] as const;

interface AppContainer {
  dockerfile: string;
  /** The SERVICE build argument (a folder under services/), for the services' shared Dockerfile. */
  serviceArg?: string;
  port: number;
  healthPath: string;
  /** Variables that must be present, with the value they must have once interpolated where it is fixed. */
  env: Record<string, string | RegExp>;
  /** Containers it waits for (condition: service_healthy). */
  dependsOn: string[];
}

const serviceEnv = {
  PORT: '3000',
  HOST: '0.0.0.0',
  LOG_LEVEL: /^(fatal|error|warn|info|debug|trace)$/,
  DATABASE_URL: /^postgres:\/\/portal:[^@]+@postgres:5432\/portal$/,
  JWT_SECRET: /./,
  SERVICE_SECRET: /./,
  IDENTITY_URL: 'http://identity:3000',
};

const apps: Record<string, AppContainer> = {
  identity: {
    dockerfile: 'services/Dockerfile',
    serviceArg: 'identity',
    port: 3000,
    healthPath: '/health',
    env: {
      ...serviceEnv,
      DATA_ENCRYPTION_KEY: /./,
      PORTAL_ADMIN_EMAIL: /./,
      PORTAL_ADMIN_PASSWORD: /./,
      // Emails with a link are sent through the notifications service's outbox endpoint; no
      // dependency at start: they wait in identity's outbox until it answers.
      NOTIFICATIONS_URL: 'http://notifications:3000',
      // The limits on failed sign-ins, with the README's defaults in .env.example.
      SIGN_IN_WINDOW_MINUTES: '15',
      SIGN_IN_LOCK_AFTER_FAILURES: '10',
      SIGN_IN_DELAY_AFTER_FAILURES: '5',
      SIGN_IN_DELAY_MAX_SECONDS: '60',
      SIGN_IN_ADDRESS_FAILURES: '100',
      EMAIL_LINKS_PER_HOUR: '5',
    },
    dependsOn: ['postgres'],
  },
  grants: {
    dockerfile: 'services/Dockerfile',
    serviceArg: 'grants',
    port: 3000,
    healthPath: '/health',
    env: {
      ...serviceEnv,
      DATA_ENCRYPTION_KEY: /./,
      // A grant waiting for a second approver: the notices wait in grants' outbox until it answers.
      NOTIFICATIONS_URL: 'http://notifications:3000',
    },
    dependsOn: ['postgres'],
  },
  applications: {
    dockerfile: 'services/Dockerfile',
    serviceArg: 'applications',
    port: 3000,
    healthPath: '/health',
    env: {
      ...serviceEnv,
      DATA_ENCRYPTION_KEY: /./,
      GRANTS_URL: 'http://grants:3000',
      FILES_URL: 'http://files:3000',
      NOTIFICATIONS_URL: 'http://notifications:3000',
    },
    dependsOn: ['postgres'],
  },
  files: {
    dockerfile: 'services/Dockerfile',
    serviceArg: 'files',
    port: 3000,
    healthPath: '/health',
    env: {
      ...serviceEnv,
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: /./,
      S3_SECRET_KEY: /./,
      S3_BUCKET: 'portal-files',
      MAX_UPLOAD_MB: '25',
      APPLICATIONS_URL: 'http://applications:3000',
      DATA_ENCRYPTION_KEY: /./,
    },
    dependsOn: ['postgres', 'minio'],
  },
  notifications: {
    dockerfile: 'services/Dockerfile',
    serviceArg: 'notifications',
    port: 3000,
    healthPath: '/health',
    env: {
      ...serviceEnv,
      DATA_ENCRYPTION_KEY: /./,
      SMTP_URL: 'smtp://mailpit:1025',
      MAIL_FROM: /<.+@.+>/,
      PORTAL_URL: /^https?:\/\//,
    },
    // Not Mailpit: emails wait (and are tried again) while the mail server is away.
    dependsOn: ['postgres'],
  },
  reviews: {
    dockerfile: 'services/Dockerfile',
    serviceArg: 'reviews',
    port: 3000,
    healthPath: '/health',
    env: {
      ...serviceEnv,
      DATA_ENCRYPTION_KEY: /./,
      GRANTS_URL: 'http://grants:3000',
      APPLICATIONS_URL: 'http://applications:3000',
    },
    dependsOn: ['postgres'],
  },
  gateway: {
    dockerfile: 'gateway/Dockerfile',
    port: 8080,
    healthPath: '/api/health',
    env: {
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: /^(fatal|error|warn|info|debug|trace)$/,
      IDENTITY_URL: 'http://identity:3000',
      GRANTS_URL: 'http://grants:3000',
      APPLICATIONS_URL: 'http://applications:3000',
      FILES_URL: 'http://files:3000',
      NOTIFICATIONS_URL: 'http://notifications:3000',
      REVIEWS_URL: 'http://reviews:3000',
      MAX_UPLOAD_MB: '25',
      JWT_SECRET: /./,
      TRUSTED_PROXIES: /^$/,
      RATE_LIMIT_PER_MINUTE: '1200',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '600',
      WEB_ROOT: /^\//,
    },
    dependsOn: ['identity', 'grants', 'applications', 'files', 'notifications', 'reviews'],
  },
};
const appNames = Object.keys(apps);
const frontends = ['shell', 'mf-member', 'mf-staff', 'mf-admin'];

// ---------------------------------------------------------------------------------------------------
// docker-compose.yml, raw, parsed, and interpolated as compose does with the .env file
// ---------------------------------------------------------------------------------------------------

type EnvironmentValue = string | number | boolean | null;
interface ComposeService {
  image?: string;
  build?:
    | string
    | {
        context?: string;
        dockerfile?: string;
        target?: string;
        args?: Record<string, string> | string[];
      };
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, EnvironmentValue> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | number | { target?: number | string; published?: number | string })[];
  container_name?: string;
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  restart?: string;
  init?: boolean;
}
interface ComposeFile {
  services?: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const composeText = read('docker-compose.yml');
/** merge: compose honours YAML merge keys (<<: *anchor). */
const parseCompose = (text: string): ComposeFile => parse(text, { merge: true }) as ComposeFile;

/** Variables as `KEY=value` lines (a .env file). */
function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]] = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}
const exampleEnv = parseDotenv(read('.env.example'));

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $VAR, $$. */
function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, braced?: string, operator?: string, word?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare) as string;
      const current = env[name];
      const unset = operator?.startsWith(':')
        ? current === undefined || current === ''
        : current === undefined;
      switch (operator?.replace(':', '')) {
        case '-':
          return unset ? (word ?? '') : (current as string);
        case '?':
          if (unset) throw new Error(`required variable ${name} is missing a value: ${word ?? ''}`);
          return current as string;
        case '+':
          return unset ? '' : (word ?? '');
        default:
          return current ?? '';
      }
    },
  );
}

function interpolateAll(node: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateAll(value, env)]),
    );
  }
  return node;
}

const raw = parseCompose(composeText);
/** The file as compose sees it with .env.example as .env (empty when that fails; a test reports why). */
let resolved: ComposeFile = {};
let resolutionError: string | undefined;
try {
  resolved = interpolateAll(raw, exampleEnv) as ComposeFile;
} catch (error) {
  resolutionError = (error as Error).message;
}
const service = (file: ComposeFile, name: string): ComposeService => file.services?.[name] ?? {};

function environmentOf(definition: ComposeService): Record<string, string | undefined> {
  const environment = definition.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const [key, ...rest] = entry.split('=');
        return [key, rest.length > 0 ? rest.join('=') : undefined];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      value === null ? undefined : String(value),
    ]),
  );
}

function dependenciesOf(definition: ComposeService): Record<string, string | undefined> {
  const dependsOn = definition.depends_on ?? {};
  if (Array.isArray(dependsOn))
    return Object.fromEntries(dependsOn.map((name) => [name, undefined]));
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, options]) => [name, options?.condition]),
  );
}

function buildOf(definition: ComposeService): {
  context?: string;
  dockerfile?: string;
  target?: string;
  args: Record<string, string>;
} {
  const build = definition.build;
  if (build === undefined) return { args: {} };
  if (typeof build === 'string') return { context: build, args: {} };
  const args = Array.isArray(build.args)
    ? Object.fromEntries(build.args.map((entry) => entry.split('=') as [string, string]))
    : (build.args ?? {});
  return { ...build, args };
}

/** The container ports a service publishes. */
function publishedPorts(definition: ComposeService): string[] {
  return (definition.ports ?? []).map((port) => {
    if (typeof port === 'object') return String(port.target);
    const withoutProtocol = String(port).split('/')[0];
    return withoutProtocol.split(':').at(-1) as string;
  });
}

function commandText(command: string | string[] | undefined): string {
  return Array.isArray(command) ? command.join(' ') : (command ?? '');
}

// ---------------------------------------------------------------------------------------------------
// Dockerfiles
// ---------------------------------------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}
interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

/** Instructions grouped by stage; continuation lines joined, comments dropped, heredoc bodies skipped. */
function parseDockerfile(text: string): { globalArgs: Record<string, string>; stages: Stage[] } {
  const lines = text.split('\n');
  const instructions: Instruction[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const start = index;
    let current = lines[index];
    if (/^\s*(#|$)/.test(current)) continue;
    while (current.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      if (/^\s*#/.test(lines[index])) continue;
      current = `${current.slice(0, -1)} ${lines[index].trim()}`;
    }
    const [, keyword, args] = /^\s*(\S+)\s*(.*)$/.exec(current) as RegExpExecArray;
    instructions.push({ keyword: keyword.toUpperCase(), args, line: start + 1 });
    for (const heredoc of current.matchAll(/<<(-?)(['"]?)([A-Za-z_]+)\2/g)) {
      const terminator = heredoc[3];
      const stripTabs = heredoc[1] === '-';
      while (index + 1 < lines.length) {
        index += 1;
        if ((stripTabs ? lines[index].replace(/^\t+/, '') : lines[index]) === terminator) break;
      }
    }
  }
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const image = words[0].replace(
        /\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g,
        (_, name: string) => globalArgs[name] ?? '',
      );
      stages.push({ image, name: words[2]?.toLowerCase(), instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name, value] = instruction.args.split('=');
        globalArgs[name] = value ?? '';
      }
    } else {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

const dockerfiles = [...new Set(Object.values(apps).map((app) => app.dockerfile))];
const parsedDockerfiles = Object.fromEntries(
  dockerfiles.map((file) => [file, parseDockerfile(read(file))]),
);
const finalStage = (file: string): Stage => parsedDockerfiles[file].stages.at(-1) as Stage;

/** `COPY`/`ADD` flags and paths: --from=x, sources, destination. */
function copyParts(args: string): { from?: string; sources: string[]; destination: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) as string };
}

/** Environment set by ENV instructions, `ENV A=1 B=2` or `ENV A 1`. */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    if (!args.includes('=')) {
      const [name, ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
      continue;
    }
    for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g))
      env[match[1]] = match[2].replace(/^"|"$/g, '');
  }
  return env;
}

/** The final WORKDIR in effect before instruction `until` (default /). */
function workdirBefore(stage: Stage, until: Instruction): string {
  let workdir = '/';
  for (const instruction of stage.instructions) {
    if (instruction === until) break;
    if (instruction.keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, instruction.args);
  }
  return workdir;
}

// ---------------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------------

describe('docker-compose.yml', () => {
  it('describes postgres, minio, mailpit, the six services and the gateway', () => {
    expect(Object.keys(raw.services ?? {}).sort()).toEqual(
      ['postgres', 'minio', 'mailpit', ...appNames].sort(),
    );
  });

  it('interpolates with .env.example as .env', () => {
    expect(resolutionError).toBeUndefined();
  });

  describe.each(appNames)('%s', (name) => {
    const app = apps[name];
    const definition = service(raw, name);

    it('builds from the right Dockerfile, target and SERVICE argument', () => {
      const problems: string[] = [];
      const build = buildOf(definition);
      if (path.resolve(repository, build.context ?? '') !== repository) {
        problems.push(
          `${name}: build.context must be the repository root ("."), not "${build.context}"`,
        );
      }
      if (build.dockerfile !== app.dockerfile)
        problems.push(
          `${name}: build.dockerfile must be ${app.dockerfile}, not ${build.dockerfile}`,
        );
      const stages = parsedDockerfiles[app.dockerfile].stages;
      if (build.target !== undefined && !stages.some((stage) => stage.name === build.target)) {
        problems.push(
          `${name}: build.target "${build.target}" is not a stage of ${app.dockerfile}`,
        );
      }
      if (build.target !== undefined && build.target !== stages.at(-1)?.name) {
        problems.push(
          `${name}: build.target "${build.target}" is not the final (runtime) stage of ${app.dockerfile}`,
        );
      }
      if (app.serviceArg !== undefined) {
        if (build.args.SERVICE !== app.serviceArg) {
          problems.push(
            `${name}: build.args.SERVICE must be "${app.serviceArg}", not "${build.args.SERVICE}"`,
          );
        } else if (!existsSync(path.join(repository, 'services', app.serviceArg, 'package.json'))) {
          problems.push(
            `${name}: build.args.SERVICE "${app.serviceArg}" names no folder services/${app.serviceArg}`,
          );
        }
      }
      if (definition.image !== undefined && !/:[\w.-]+$/.test(definition.image)) {
        problems.push(`${name}: image "${definition.image}" has no tag`);
      }
      expect(problems).toEqual([]);
    });

    it('receives every variable it needs, with the expected values', () => {
      const problems: string[] = [];
      const declared = environmentOf(definition);
      const values = environmentOf(service(resolved, name));
      for (const [variable, expected] of Object.entries(app.env)) {
        if (!(variable in declared)) {
          problems.push(`${name}: environment lacks ${variable}`);
          continue;
        }
        const value = values[variable] ?? '';
        const ok = typeof expected === 'string' ? value === expected : expected.test(value);
        if (!ok)
          problems.push(
            `${name}: ${variable} is "${value}" with .env.example, expected ${String(expected)}`,
          );
      }
      for (const [variable, value] of Object.entries(values)) {
        // PORTAL_URL is where members open the portal, outside the containers.
        if (
          !/_URL$/.test(variable) ||
          variable === 'DATABASE_URL' ||
          variable === 'PORTAL_URL' ||
          value === undefined
        )
          continue;
        const host = new URL(value).hostname;
        if (!(host in (raw.services ?? {})))
          problems.push(`${name}: ${variable} points at "${host}", which is no container here`);
      }
      expect(problems).toEqual([]);
    });

    it('has a health check on its own port and path', () => {
      const problems: string[] = [];
      const test = definition.healthcheck?.test;
      const command = commandText(test);
      if (test === undefined || definition.healthcheck?.disable === true)
        problems.push(`${name}: no healthcheck`);
      else if (!command.includes(`http://127.0.0.1:${app.port}${app.healthPath}'`)) {
        problems.push(
          `${name}: healthcheck must request http://127.0.0.1:${app.port}${app.healthPath}, it runs "${command}"`,
        );
      } else if (/\bcurl\b|\bwget\b/.test(command)) {
        problems.push(
          `${name}: healthcheck uses curl/wget, which the node slim image does not have`,
        );
      }
      expect(problems).toEqual([]);
    });

    it('waits for what it needs to be healthy, and for nothing else', () => {
      const problems: string[] = [];
      const dependencies = dependenciesOf(definition);
      for (const needed of app.dependsOn) {
        if (!(needed in dependencies)) problems.push(`${name}: depends_on lacks ${needed}`);
        else if (dependencies[needed] !== 'service_healthy') {
          problems.push(
            `${name}: depends_on ${needed} must use condition service_healthy, not ${dependencies[needed]}`,
          );
        }
      }
      for (const other of Object.keys(dependencies)) {
        if (!app.dependsOn.includes(other))
          problems.push(`${name}: depends_on ${other}, but must start without it`);
      }
      expect(problems).toEqual([]);
    });

    it('can run as several replicas: no container_name, no published port but the gateway’s 8080', () => {
      const problems: string[] = [];
      if (definition.container_name !== undefined)
        problems.push(`${name}: container_name prevents --scale`);
      const ports = publishedPorts(definition);
      const expected = name === 'gateway' ? ['8080'] : [];
      if (JSON.stringify(ports) !== JSON.stringify(expected)) {
        problems.push(
          `${name}: publishes [${ports.join(', ')}], expected [${expected.join(', ')}]`,
        );
      }
      if (definition.restart !== 'unless-stopped')
        problems.push(`${name}: restart is "${definition.restart}", expected unless-stopped`);
      expect(problems).toEqual([]);
    });

    it('starts with the image’s command (migrations first for the services)', () => {
      const problems: string[] = [];
      const command = commandText(definition.command) + commandText(definition.entrypoint);
      if (
        app.serviceArg !== undefined &&
        command !== '' &&
        !/node dist\/bundle\.mjs migrate\s*&&/.test(command)
      ) {
        problems.push(
          `${name}: command "${command}" overrides the image's and skips the migrations`,
        );
      }
      expect(problems).toEqual([]);
    });
  });

  it('runs PostgreSQL 18 with the portal database, a health check and a named volume', () => {
    const problems: string[] = [];
    const postgres = service(raw, 'postgres');
    if (!/^postgres:18(\b|$)/.test(postgres.image ?? ''))
      problems.push(`postgres: image "${postgres.image}" is not postgres:18`);
    const env = environmentOf(postgres);
    if (env.POSTGRES_USER !== 'portal')
      problems.push(`postgres: POSTGRES_USER is "${env.POSTGRES_USER}", expected portal`);
    if (env.POSTGRES_DB !== 'portal')
      problems.push(`postgres: POSTGRES_DB is "${env.POSTGRES_DB}", expected portal`);
    if (!('POSTGRES_PASSWORD' in env))
      problems.push('postgres: environment lacks POSTGRES_PASSWORD');
    const health = commandText(postgres.healthcheck?.test);
    if (!/pg_isready.*-U portal.*-d portal|pg_isready.*-d portal.*-U portal/.test(health)) {
      problems.push(
        `postgres: healthcheck must run pg_isready -U portal -d portal, it runs "${health}"`,
      );
    }
    // PostgreSQL 18+ images keep PGDATA in /var/lib/postgresql/18/docker: the volume goes one level up.
    const volume = (postgres.volumes ?? [])
      .map(String)
      .find((entry) => entry.endsWith(':/var/lib/postgresql'));
    if (volume === undefined) problems.push('postgres: no volume mounted at /var/lib/postgresql');
    else if (!(volume.split(':')[0] in (raw.volumes ?? {})))
      problems.push(`postgres: "${volume}" is not a named volume`);
    if (publishedPorts(postgres).length > 0) problems.push('postgres: publishes a port');
    expect(problems).toEqual([]);
  });

  it('runs a pinned MinIO with the S3 credentials, a health check and a named volume', () => {
    const problems: string[] = [];
    const minio = service(raw, 'minio');
    if (!/minio\/minio:RELEASE\.\d{4}-/.test(minio.image ?? ''))
      problems.push(`minio: image "${minio.image}" is not a pinned MinIO release`);
    const env = environmentOf(minio);
    if (!/^\$\{S3_ACCESS_KEY:\?/.test(env.MINIO_ROOT_USER ?? ''))
      problems.push('minio: MINIO_ROOT_USER must be ${S3_ACCESS_KEY:?…}');
    if (!/^\$\{S3_SECRET_KEY:\?/.test(env.MINIO_ROOT_PASSWORD ?? ''))
      problems.push('minio: MINIO_ROOT_PASSWORD must be ${S3_SECRET_KEY:?…}');
    const health = commandText(minio.healthcheck?.test);
    if (!/mc ready local|\/minio\/health\/(live|ready)/.test(health))
      problems.push(`minio: healthcheck "${health}" does not ask MinIO`);
    if (/\bcurl\b/.test(health))
      problems.push('minio: healthcheck uses curl, which the MinIO image does not have');
    const volume = (minio.volumes ?? []).map(String).find((entry) => entry.endsWith(':/data'));
    if (volume === undefined || !(volume.split(':')[0] in (raw.volumes ?? {})))
      problems.push('minio: no named volume at /data');
    if (publishedPorts(minio).length > 0) problems.push('minio: publishes a port');
    expect(problems).toEqual([]);
  });

  it('runs a pinned Mailpit with a health check, a named volume and its web page on the loopback only', () => {
    const problems: string[] = [];
    const mailpit = service(raw, 'mailpit');
    if (!/^axllent\/mailpit:v\d+\.\d+/.test(mailpit.image ?? ''))
      problems.push(`mailpit: image "${mailpit.image}" is not a pinned axllent/mailpit release`);
    if (!/\/mailpit readyz/.test(commandText(mailpit.healthcheck?.test)))
      problems.push('mailpit: healthcheck must run /mailpit readyz');
    const volume = (mailpit.volumes ?? []).map(String).find((entry) => entry.endsWith(':/data'));
    if (volume === undefined || !(volume.split(':')[0] in (raw.volumes ?? {})))
      problems.push('mailpit: no named volume at /data');
    const ports = (service(resolved, 'mailpit').ports ?? []).map(String);
    if (ports.length !== 1 || !ports[0].startsWith('127.0.0.1:'))
      problems.push(
        `mailpit: publishes [${ports.join(', ')}], expected its web page on 127.0.0.1 only`,
      );
    expect(problems).toEqual([]);
  });

  describe.each(secrets)('secret %s', (secret) => {
    it('is always interpolated with ${…:?…}, so compose refuses to start without it', () => {
      const problems: string[] = [];
      const references = [
        ...composeText.matchAll(new RegExp(`\\$\\{${secret}([^}]*)\\}|\\$${secret}\\b`, 'g')),
      ];
      if (references.length === 0) problems.push(`${secret}: never used in docker-compose.yml`);
      for (const reference of references) {
        if (!/^:\?\s*\S/.test(reference[1] ?? ''))
          problems.push(`${secret}: "${reference[0]}" has no ":?message" (no error when unset)`);
      }
      expect(problems).toEqual([]);
    });

    it('stops compose with an error naming it when unset or empty', () => {
      for (const missing of [undefined, '']) {
        const env = { ...exampleEnv, [secret]: missing };
        expect(() => interpolateAll(raw, env)).toThrow(new RegExp(`\\b${secret}\\b`));
      }
    });

    it('has an obvious placeholder in .env.example', () => {
      expect(exampleEnv[secret] ?? `${secret} is missing from .env.example`).toMatch(/change-me/);
    });
  });

  it('documents in .env.example every variable it reads', () => {
    const used = new Set(
      [...composeText.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]),
    );
    const undocumented = [...used].filter((variable) => !(variable in exampleEnv));
    expect(undocumented).toEqual([]);
  });

  it('gives DATA_ENCRYPTION_KEY to the services that encrypt personal data, and to no other container', () => {
    const holders = appNames.filter((name) =>
      Object.keys(environmentOf(service(raw, name))).includes('DATA_ENCRYPTION_KEY'),
    );
    expect(holders).toEqual([
      'identity',
      'grants',
      'applications',
      'files',
      'notifications',
      'reviews',
    ]);
  });

  it("never gives the gateway the services' credential or the database: it only routes", () => {
    const gatewayEnvironment = environmentOf(service(raw, 'gateway'));
    expect(Object.keys(gatewayEnvironment)).not.toContain('SERVICE_SECRET');
    expect(Object.keys(gatewayEnvironment)).not.toContain('DATABASE_URL');
  });

  it('gives the gateway the key the services check tokens with, to check a page-session cookie', () => {
    const resolvedGateway = environmentOf(service(resolved, 'gateway'));
    const resolvedIdentity = environmentOf(service(resolved, 'identity'));
    expect(resolvedGateway.JWT_SECRET).toBe(exampleEnv.JWT_SECRET);
    expect(resolvedGateway.JWT_SECRET).toBe(resolvedIdentity.JWT_SECRET);
  });
});

describe.each(dockerfiles)('%s', (file) => {
  const { stages } = parsedDockerfiles[file];
  const runtime = finalStage(file);
  const appsBuilt = appNames.filter((name) => apps[name].dockerfile === file);

  it('is multi-stage, from pinned images', () => {
    const problems: string[] = [];
    if (stages.length < 2)
      problems.push(`${file}: ${stages.length} FROM, expected a build stage and a runtime stage`);
    for (const stage of stages) {
      const external = !stages.some((other) => other.name === stage.image);
      if (external && !/:[^:]*\d/.test(stage.image))
        problems.push(`${file}: FROM ${stage.image} is not pinned to a version`);
    }
    expect(problems).toEqual([]);
  });

  it('runs the final stage as a non-root user, with NODE_ENV=production', () => {
    const problems: string[] = [];
    const users = runtime.instructions.filter((instruction) => instruction.keyword === 'USER');
    const user = users.at(-1)?.args.split(':')[0];
    if (user === undefined)
      problems.push(`${file}: the final stage has no USER (it would run as root)`);
    else if (user === 'root' || user === '0')
      problems.push(`${file}: the final stage runs as ${user}`);
    if (envOf(runtime).NODE_ENV !== 'production')
      problems.push(`${file}: the final stage does not set NODE_ENV=production`);
    expect(problems).toEqual([]);
  });

  it('installs the workspace with npm ci and ships production dependencies only', () => {
    const problems: string[] = [];
    const runs = (stage: Stage, pattern: RegExp) =>
      stage.instructions.some((i) => i.keyword === 'RUN' && pattern.test(i.args));
    if (!stages.some((stage) => runs(stage, /\bnpm ci\b(?!.*--omit=dev)/)))
      problems.push(`${file}: no stage runs npm ci for the build`);
    const copiedFrom = runtime.instructions
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((instruction) => copyParts(instruction.args).from)
      .filter((from): from is string => from !== undefined);
    const prodStages = stages.filter(
      (stage) =>
        stage.name !== undefined &&
        copiedFrom.includes(stage.name) &&
        runs(stage, /\bnpm ci\b.*--omit=dev/),
    );
    if (prodStages.length === 0)
      problems.push(`${file}: the final stage copies from no stage that runs npm ci --omit=dev`);
    if (runs(runtime, /\bnpm (ci|install)\b/))
      problems.push(`${file}: the final stage installs packages itself`);
    expect(problems).toEqual([]);
  });

  it('copies only paths that exist in the build context (the repository root)', () => {
    const problems: string[] = [];
    for (const stage of stages) {
      for (const instruction of stage.instructions) {
        if (instruction.keyword !== 'COPY' && instruction.keyword !== 'ADD') continue;
        const { from, sources } = copyParts(instruction.args);
        if (from !== undefined || instruction.args.includes('<<')) continue;
        for (const source of sources) {
          if (!/[*?$]/.test(source) && !existsSync(path.join(repository, source))) {
            problems.push(
              `${file}:${instruction.line}: COPY ${source} does not exist in the repository`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a health check and a command for the compose services built from it', () => {
    const problems: string[] = [];
    const cmd = runtime.instructions.filter(
      (instruction) => instruction.keyword === 'CMD' || instruction.keyword === 'ENTRYPOINT',
    );
    if (cmd.length === 0) problems.push(`${file}: the final stage has no CMD`);
    if (!runtime.instructions.some((instruction) => instruction.keyword === 'HEALTHCHECK')) {
      problems.push(
        `${file}: the final stage has no HEALTHCHECK (compose defines one, docker run would not)`,
      );
    }
    for (const name of appsBuilt) {
      const port = envOf(runtime).PORT;
      if (port !== String(apps[name].port))
        problems.push(`${file}: PORT is ${port}, ${name} listens on ${apps[name].port}`);
    }
    expect(problems).toEqual([]);
  });

  if (file === 'services/Dockerfile') {
    it('migrates before serving, and does not serve when the migration fails', () => {
      const cmd = runtime.instructions
        .filter((instruction) => instruction.keyword === 'CMD')
        .at(-1);
      const command = cmd === undefined ? '' : commandText(JSON.parse(cmd.args) as string[]);
      expect(command).toMatch(
        /node dist\/bundle\.mjs migrate\s*&&\s*(exec\s+)?node dist\/bundle\.mjs\s*$/,
      );
    });

    it('builds and runs the service named by the SERVICE argument', () => {
      const problems: string[] = [];
      for (const stage of stages) {
        const usesService = stage.instructions.some(
          (i) => i.keyword !== 'ARG' && /\$\{?SERVICE\b/.test(i.args),
        );
        const declares = stage.instructions.some(
          (i) => i.keyword === 'ARG' && /^SERVICE\b/.test(i.args),
        );
        if (usesService && !declares)
          problems.push(`${file}: stage ${stage.name} uses SERVICE without ARG SERVICE`);
      }
      const workdir = runtime.instructions
        .filter((instruction) => instruction.keyword === 'WORKDIR')
        .at(-1)?.args;
      if (workdir !== '/app/services/${SERVICE}')
        problems.push(
          `${file}: the final WORKDIR is ${workdir}, expected /app/services/\${SERVICE}`,
        );
      expect(problems).toEqual([]);
    });
  }

  if (file === 'gateway/Dockerfile') {
    it('puts the shell and the remotes under WEB_ROOT with the repository’s layout', () => {
      const problems: string[] = [];
      const webRoot = envOf(runtime).WEB_ROOT;
      const composeWebRoot = environmentOf(service(raw, 'gateway')).WEB_ROOT;
      if (webRoot === undefined) problems.push(`${file}: the final stage sets no WEB_ROOT`);
      if (composeWebRoot !== undefined && composeWebRoot !== webRoot) {
        problems.push(
          `gateway: WEB_ROOT is ${composeWebRoot} in docker-compose.yml but ${webRoot} in ${file}`,
        );
      }
      const copies = runtime.instructions
        .filter((instruction) => instruction.keyword === 'COPY')
        .map((instruction) => ({
          ...copyParts(instruction.args),
          workdir: workdirBefore(runtime, instruction),
        }));
      for (const frontend of frontends) {
        const wanted = path.posix.join(webRoot ?? '/', frontend, 'dist');
        const found = copies.some(
          (copy) =>
            copy.from !== undefined &&
            copy.sources.some((source) => source.replace(/\/$/, '').endsWith(`${frontend}/dist`)) &&
            path.posix.resolve(copy.workdir, copy.destination) === wanted,
        );
        if (!found)
          problems.push(`${file}: the final stage does not copy ${frontend}/dist to ${wanted}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  /** Docker's rules, simplified: a pattern excludes a path or any of its parents; the last match wins; ! re-includes. */
  function excluded(file: string): boolean {
    let result = false;
    for (const pattern of patterns) {
      const negated = pattern.startsWith('!');
      const glob = path.posix.normalize(negated ? pattern.slice(1) : pattern).replace(/^\//, '');
      const source = glob
        .split('**')
        .map((part) =>
          part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
        )
        .join('.*')
        .replace(/\.\*\//g, '(.*/)?');
      const regex = new RegExp(`^${source}$`);
      const segments = file.split('/');
      const matches = segments.some((_, index) =>
        regex.test(segments.slice(0, index + 1).join('/')),
      );
      if (matches) result = !negated;
    }
    return result;
  }

  it('keeps out installed and built output, local data and secrets', () => {
    const mustExclude = [
      'node_modules/nx/package.json',
      'services/identity/node_modules/x/index.js',
      'services/identity/dist/main.js',
      'libs/contract/dist/index.js',
      '.env',
      'services/files/.env',
      '.git/HEAD',
      '.data/postgres/PG_VERSION',
    ];
    expect(mustExclude.filter((file) => !excluded(file))).toEqual([]);
  });

  it('keeps everything the images build from', () => {
    const workspaceManifests = [
      ...['libs', 'services', 'tools'].flatMap((parent) =>
        existsSync(path.join(repository, parent))
          ? readdirSync(path.join(repository, parent), { withFileTypes: true })
              .filter((entry) => entry.isDirectory())
              .map((entry) => `${parent}/${entry.name}/package.json`)
          : [],
      ),
      ...['gateway', 'shell', 'mf-member', 'mf-staff', 'mf-admin', 'e2e'].map(
        (folder) => `${folder}/package.json`,
      ),
    ];
    const mustKeep = [
      'package.json',
      'package-lock.json',
      'nx.json',
      'tsconfig.base.json',
      ...workspaceManifests,
      'services/identity/src/main.ts',
      'libs/nest-kit/src/index.ts',
      'gateway/src/main.ts',
      'shell/src/main.tsx',
      'tools/rspack-config/src/index.ts',
    ];
    expect(mustKeep.filter((file) => excluded(file))).toEqual([]);
  });
});
