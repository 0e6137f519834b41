/** How a process ended: its exit code, or the signal that ended it. */
export interface PartExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One running process of a part (a service, the gateway, a runner), ready to serve. */
export interface PartProcess {
  readonly pid: number;
  /** Resolves when the process ends, for whatever reason. */
  readonly ended: Promise<PartExit>;
  /** Asks the process to stop and waits until it has. */
  stop(): Promise<void>;
}

/** What the launcher gives a part's start: when to give up waiting, and a way to cancel. */
export interface StartConditions {
  /** How long the part may take to become ready. */
  readyWithinMs: number;
  /** Aborted when the portal stops while the part is starting. */
  signal: AbortSignal;
}

/** Starts one process of a part; resolves once it is ready, rejects with a `PartFailure`. */
export type PartStarter<Process extends PartProcess = PartProcess> = (
  conditions: StartConditions,
) => Promise<Process>;

/** "SIGKILL" or "code 1", for the launcher's lines. */
export function describeExit(exit: PartExit): string {
  return exit.signal ?? `code ${exit.code}`;
}
