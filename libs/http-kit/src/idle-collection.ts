import type { Server } from 'node:http';

/** V8's collector, as `--expose-gc` gives it (Node accepts the flag in NODE_OPTIONS too). */
type ExposedGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface IdleCollectionOptions {
  /** Quiet time after the last request before collecting. */
  idleMs?: number;
  /** Requests that are not use (health checks): they neither delay nor cause a collection. */
  quietPaths?: readonly string[];
  /** The collection; V8's when the process runs with `--expose-gc`, none (and no timer) otherwise. */
  collect?: () => void;
}

/**
 * Long enough that a person clicking through the portal does not cause one collection per
 * click (each makes V8 compile the code it let go of again, a few milliseconds on the next
 * requests), short enough to have collected within half a minute of a burst.
 */
export const defaultIdleMs = 20_000;

/**
 * What a browser does for its pages, for a server that is busy in bursts (a small office, the
 * day before a deadline, then quiet): once it has served requests and then none for `idleMs`,
 * one full, memory-reducing garbage collection (V8's "last resort": it compacts the heap, lets go
 * of the bytecode of functions not run lately, the start-up's included, and gives the freed pages
 * back). 60 to 120 ms of one core, once per quiet spell, never under load; the heap V8 grew for
 * a burst and kept goes back: 5 to 10 MiB per service (tools/bench/RESULTS.md, "Memory of the whole portal").
 * Start-up counts as use: the first quiet spell after it collects too.
 */
export function collectGarbageWhenIdle(server: Server, options: IdleCollectionOptions = {}): void {
  const collect = options.collect ?? exposedCollector();
  if (!collect) return;
  const idleMs = options.idleMs ?? defaultIdleMs;
  const quietPaths = new Set(options.quietPaths ?? []);
  let inFlight = 0;
  let lastActivity = Date.now();
  let usedSinceCollection = true;

  server.on('request', (request, response) => {
    if (quietPaths.has(request.url ?? '')) return;
    inFlight += 1;
    usedSinceCollection = true;
    lastActivity = Date.now();
    // 'close' comes for every response, sent or cut off.
    response.once('close', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
  });
  const timer = setInterval(
    () => {
      if (!usedSinceCollection || inFlight > 0 || Date.now() - lastActivity < idleMs) return;
      usedSinceCollection = false;
      collect();
    },
    Math.max(idleMs / 4, 10),
  );
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

function exposedCollector(): (() => void) | undefined {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  return gc && (() => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
}
