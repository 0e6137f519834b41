import type { GrantSnapshot } from '@portal/contract';

/**
 * The last snapshot read of each grant, in this replica's memory, for when the grants service
 * cannot be reached: only grants changes a grant, so while it is away the last snapshot read is
 * still the grant as it is (unless it changed between that read and the outage, which `maxAgeMs`
 * bounds). The least recently read grants go first beyond `capacity`.
 */
export class RecentSnapshots {
  private readonly snapshots = new Map<string, { snapshot: GrantSnapshot; readAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs: number,
  ) {}

  remember(snapshot: GrantSnapshot, now = Date.now()): void {
    this.snapshots.delete(snapshot.grantId);
    this.snapshots.set(snapshot.grantId, { snapshot, readAt: now });
    if (this.snapshots.size > this.capacity) {
      const oldest = this.snapshots.keys().next();
      if (!oldest.done) this.snapshots.delete(oldest.value);
    }
  }

  forget(grantId: string): void {
    this.snapshots.delete(grantId);
  }

  /** The snapshot last read, when read within `maxAgeMs`. */
  recall(grantId: string, now = Date.now()): GrantSnapshot | undefined {
    const remembered = this.snapshots.get(grantId);
    if (!remembered || now - remembered.readAt > this.maxAgeMs) return undefined;
    return remembered.snapshot;
  }
}
