import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadLauncherConfig } from '../src/launcher-config.js';
import { resolveSecrets } from '../src/secrets.js';

describe('installation secrets', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'launcher-secrets-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are generated on the first start, kept private, and the same on the next start', async () => {
    const config = loadLauncherConfig({ DATA_DIR: dataDir });
    const first = await resolveSecrets(config);
    expect(first.createdNow).toBe(true);
    expect(first.secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.adminEmail).toBe('admin@portal.local');
    expect((await stat(first.file)).mode & 0o777).toBe(0o600);

    const second = await resolveSecrets(config);
    expect(second.createdNow).toBe(false);
    const { serviceSecret: firstServiceSecret, ...stored } = first.secrets;
    const { serviceSecret: secondServiceSecret, ...storedAgain } = second.secrets;
    expect(storedAgain).toEqual(stored);
    // The services' credential is new at each start and never written down.
    expect(secondServiceSecret).not.toBe(firstServiceSecret);
    expect(firstServiceSecret.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(first.file, 'utf8')).not.toContain(firstServiceSecret);
  });

  it('give way to values set in the environment, and say which came from the file', async () => {
    const jwtSecret = 'z'.repeat(10) + 'Q1w2E3r4T5y6U7i8O9p0A1s2D3';
    const config = loadLauncherConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      PORTAL_ADMIN_EMAIL: 'office@nation.example',
    });
    const resolved = await resolveSecrets(config);
    expect(resolved.secrets.jwtSecret).toBe(jwtSecret);
    expect(resolved.secrets.adminEmail).toBe('office@nation.example');
    expect(resolved.fromFile).toEqual(['DATA_ENCRYPTION_KEY', 'PORTAL_ADMIN_PASSWORD']);
    const onDisk = JSON.parse(await readFile(resolved.file, 'utf8')) as { jwtSecret: string };
    expect(onDisk.jwtSecret).not.toBe(jwtSecret);
  });

  it("take the services' credential from SERVICE_SECRET when it is set (a tool acting as a service), never writing it down", async () => {
    const serviceSecret = 'k'.repeat(8) + 'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4';
    const config = loadLauncherConfig({ DATA_DIR: dataDir, SERVICE_SECRET: serviceSecret });
    const resolved = await resolveSecrets(config);
    expect(resolved.secrets.serviceSecret).toBe(serviceSecret);
    expect(await readFile(resolved.file, 'utf8')).not.toContain(serviceSecret);
  });
});
