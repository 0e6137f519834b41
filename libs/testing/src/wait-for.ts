import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `condition` until it holds (for something that happens asynchronously: an
 * announcement heard, a process back up), instead of sleeping a fixed time and hoping.
 * Fails after `timeoutMs` naming what was awaited.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 10_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}
