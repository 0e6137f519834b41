import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import type { PortalAddresses } from './portal-supervisor.js';

/**
 * DATA_DIR/endpoints.json: where each part listens and the pid of its process, for tools (the
 * benchmark, the tests) and operators; no secrets. Rewritten whenever a part is restarted:
 * each version replaces the file whole (written aside, then renamed), one at a time in order,
 * so a reader never sees half a file or an older version after a newer one.
 */
export class EndpointsFile {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly file: string) {}

  write(addresses: PortalAddresses): Promise<void> {
    return this.enqueue(async () => {
      const aside = `${this.file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(aside, `${JSON.stringify(addresses, null, 2)}\n`);
      await rename(aside, this.file);
    });
  }

  remove(): Promise<void> {
    return this.enqueue(() => rm(this.file, { force: true }));
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
