import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@portal/embedded-infra';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const launcher = path.join(repositoryRoot, 'tools', 'launcher', 'dist', 'main.js');

export const testAdmin = { email: 'admin@e2e.example', password: 'e2e admin password 1234' };

/**
 * The built portal started exactly as `npm start` starts it (the launcher), on a free port and
 * a temporary DATA_DIR. `restart()` stops it with SIGINT, like Ctrl-C, and starts it again on
 * the same data.
 */
export class PortalProcess {
  private child: ChildProcess | undefined;
  private output = '';
  port = 0;

  private constructor(readonly dataDir: string) {}

  static async start(): Promise<PortalProcess> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
    await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user and must enter it
    const portal = new PortalProcess(dataDir);
    await portal.launch();
    return portal;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything the launcher printed, to explain a failure. */
  get log(): string {
    return this.output;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  /** Ctrl-C: the launcher stops every part and exits 0. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
    const child = spawn(process.execPath, [launcher], {
      cwd: repositoryRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        PORTAL_ADMIN_EMAIL: testAdmin.email,
        PORTAL_ADMIN_PASSWORD: testAdmin.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the portal did not start within 180 s:\n${this.output}`)), 180_000);
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
        reject(new Error(`the launcher exited with code ${code} before the portal was ready:\n${this.output}`));
      });
    });
  }
}
