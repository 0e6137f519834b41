import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@portal/embedded-infra';
import { launcherFlags, mallocEnvironment } from './node-flags.js';
import type { PortalAddresses } from './portal-supervisor.js';

/** The launcher's package root, from src/ or dist/. */
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = path.resolve(packageRoot, '..', '..');
const launcher = path.join(packageRoot, 'dist', 'main.js');

export interface PortalProcessOptions {
  /** The first admin's credentials (PORTAL_ADMIN_EMAIL / PORTAL_ADMIN_PASSWORD). */
  admin: { email: string; password: string };
  logLevel?: 'warn' | 'info' | 'debug';
  /** More of the launcher's variables (DATABASE_URL, MAX_UPLOAD_MB…); they win over the defaults. */
  env?: Record<string, string>;
}

/**
 * A portal started exactly as `npm start` starts it (this launcher, in a child process), on a
 * free port and a temporary DATA_DIR: for the browser tests, the crash-recovery tests and the
 * benchmark. `restart()` stops it with SIGINT, like Ctrl-C, and starts it again on the same data.
 */
export class PortalProcess {
  private child: ChildProcess | undefined;
  private output = '';
  port = 0;

  private constructor(
    readonly dataDir: string,
    private readonly options: PortalProcessOptions,
  ) {}

  static async start(options: PortalProcessOptions): Promise<PortalProcess> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-run-'));
    await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user and must enter it
    const portal = new PortalProcess(dataDir, options);
    try {
      await portal.launch();
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
    return portal;
  }

  /** Where each part listens, as the launcher wrote it. */
  async addresses(): Promise<PortalAddresses> {
    return JSON.parse(
      await readFile(path.join(this.dataDir, 'endpoints.json'), 'utf8'),
    ) as PortalAddresses;
  }

  /** The launcher's pid while it runs: the root of the portal's process tree. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything the launcher printed since it was started, to explain a failure. */
  get log(): string {
    return this.output;
  }

  /**
   * Waits until the launcher prints a line matching `pattern` after position `since` of `log`
   * (take `log.length` before acting), and answers the match.
   */
  async waitForLine(
    pattern: RegExp,
    { since = 0, timeoutMs = 30_000 }: { since?: number; timeoutMs?: number } = {},
  ): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = this.output.slice(since).match(pattern);
      if (match) return match;
      if (Date.now() > deadline) {
        throw new Error(
          `the launcher printed no line matching ${pattern} within ${timeoutMs / 1000} s:\n${this.output.slice(since)}`,
        );
      }
      await sleep(50);
    }
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  /** Ctrl-C: the launcher stops every part and exits 0. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exited;
    clearTimeout(timer);
    this.child = undefined;
    return code;
  }

  async destroy(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  private async launch(): Promise<void> {
    this.port = await findFreePort();
    this.output = '';
    // As `npm start` runs it (package.json), with the launcher's flags.
    const child = spawn(process.execPath, [...launcherFlags, launcher], {
      cwd: repositoryRoot,
      env: {
        ...mallocEnvironment,
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: this.options.logLevel ?? 'warn',
        PORTAL_ADMIN_EMAIL: this.options.admin.email,
        PORTAL_ADMIN_PASSWORD: this.options.admin.password,
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the portal did not start within 180 s:\n${this.output}`)),
        180_000,
      );
      const onData = (chunk: Buffer) => {
        this.output += String(chunk);
        if (this.output.includes('[portal] ready in')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(
          new Error(
            `the launcher exited with code ${code} before the portal was ready:\n${this.output}`,
          ),
        );
      });
    });
  }
}
