import { rm } from 'node:fs/promises';
import './global-setup.js';

export default async function globalTeardown(): Promise<void> {
  const harness = globalThis.portalTestHarness;
  if (!harness) return;
  await Promise.all(harness.runners.map((runner) => runner.stop()));
  await rm(harness.folder, { recursive: true, force: true });
  globalThis.portalTestHarness = undefined;
}
