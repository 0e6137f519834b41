// The resident memory of another process (a part of the portal), read from Linux's
// /proc/<pid>/status (VmRSS): what the process holds in RAM, heap, buffers and code alike.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const mebibyte = 1024 * 1024;

/** The process's resident set size in bytes now. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(match[1]) * 1024;
}

/**
 * Waits until the process's resident memory has stayed within `toleranceBytes` for `quietMs`
 * (what the last run left is freed or kept for good), at most `timeoutMs`; answers it then.
 */
export async function settledResidentBytes(
  pid: number,
  { quietMs = 1_500, toleranceBytes = 2 * mebibyte, timeoutMs = 10_000 } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let low = residentBytes(pid);
  let high = low;
  let quietSince = Date.now();
  for (;;) {
    await sleep(50);
    const now = residentBytes(pid);
    low = Math.min(low, now);
    high = Math.max(high, now);
    if (high - low > toleranceBytes) {
      low = high = now;
      quietSince = Date.now();
    }
    if (Date.now() - quietSince >= quietMs || Date.now() > deadline) return now;
  }
}

export interface ResidentGrowth {
  beforeBytes: number;
  peakBytes: number;
  /** Peak minus before. */
  growthBytes: number;
  samples: number;
}

/** Samples a process's resident memory every `intervalMs` from `before` on, keeping the peak. */
export class ResidentPeak {
  private peakBytes: number;
  private samples = 0;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly pid: number,
    private readonly beforeBytes: number,
    intervalMs: number,
  ) {
    this.peakBytes = beforeBytes;
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Starts sampling; `before` is read at once (settle the process first for a fair baseline). */
  static start(pid: number, intervalMs = 50): ResidentPeak {
    return new ResidentPeak(pid, residentBytes(pid), intervalMs);
  }

  stop(): ResidentGrowth {
    clearInterval(this.timer);
    this.sample();
    return {
      beforeBytes: this.beforeBytes,
      peakBytes: this.peakBytes,
      growthBytes: this.peakBytes - this.beforeBytes,
      samples: this.samples,
    };
  }

  private sample(): void {
    try {
      this.peakBytes = Math.max(this.peakBytes, residentBytes(this.pid));
      this.samples += 1;
    } catch {
      // The process ended: its peak is what was seen.
    }
  }
}
