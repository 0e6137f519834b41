import { Agent } from 'undici';
import { preview } from './hostile-values.js';
import type { Probe as FuzzProbe } from './probes.js';

/** What a probe got back. */
export interface ProbeOutcome {
  probe: FuzzProbe;
  /** The status, or undefined when no answer came (the connection failed or timed out). */
  status: number | undefined;
  ms: number;
  answer: string;
}

export interface ProbeRunner {
  send(probe: FuzzProbe): Promise<ProbeOutcome>;
  /** Sends every probe, `concurrency` at a time, and answers their outcomes in order. */
  sendAll(probes: FuzzProbe[], concurrency: number): Promise<ProbeOutcome[]>;
  readonly sent: number;
  close(): Promise<void>;
}

/**
 * Sends probes through the gateway, each from one of `addressCount` loopback addresses in
 * turn, as as many members would: the portal's limits per address (sign-in failures,
 * registrations) answer what one address does, and a fuzz from one address would meet them
 * instead of the code behind them.
 */
export function probeRunner(baseUrl: string, addressCount = 64): ProbeRunner {
  const agents = Array.from(
    { length: addressCount },
    (_, index) =>
      new Agent({
        localAddress: `127.0.${10 + Math.floor(index / 250)}.${(index % 250) + 1}`,
        // A probe waiting longer has failed already (slowAnswerMs); past this it is a hang.
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
        connections: 4,
      }),
  );
  let sent = 0;
  const send = async (probe: FuzzProbe): Promise<ProbeOutcome> => {
    const agent = agents[sent % agents.length];
    sent += 1;
    const started = performance.now();
    try {
      const answer = await agent.request({
        origin: baseUrl,
        method: probe.method,
        path: probe.path,
        headers: probe.headers,
        body: probe.body,
      });
      const text = await answer.body.text();
      return { probe, status: answer.statusCode, ms: performance.now() - started, answer: text };
    } catch (error) {
      return {
        probe,
        status: undefined,
        ms: performance.now() - started,
        answer: `no answer: ${(error as Error).message}`,
      };
    }
  };
  return {
    send,
    async sendAll(probes, concurrency) {
      const outcomes: ProbeOutcome[] = new Array(probes.length);
      let next = 0;
      const worker = async () => {
        while (next < probes.length) {
          const index = next++;
          outcomes[index] = await send(probes[index]);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return outcomes;
    },
    get sent() {
      return sent;
    },
    async close() {
      await Promise.all(agents.map((agent) => agent.close()));
    },
  };
}

/** The slowest answer that is not a hang (the machine is shared with other tests). */
export const slowAnswerMs = 5_000;

/** Why an outcome fails the fuzz, or undefined when it is an answer a caller may get. */
export function failureOf(outcome: ProbeOutcome): string | undefined {
  if (outcome.status === undefined) return 'no answer';
  if (outcome.status >= 500) return `${outcome.status}`;
  if (outcome.status === 429) return '429: a limit of the set-up, not an answer to the probe';
  if (outcome.ms > slowAnswerMs) return `slow: ${Math.round(outcome.ms)} ms`;
  return undefined;
}

/**
 * A failed probe as reproducible lines: who, method, path, what was hostile, a body preview,
 * the answer, and `where` (what the service behind the gateway answers to the same request).
 */
export function describeFailure(outcome: ProbeOutcome, why: string, where: string): string {
  const { probe } = outcome;
  return [
    `${why} (${Math.round(outcome.ms)} ms) — ${probe.family}, ${probe.role}, ${probe.endpoint}: ${probe.what}`,
    `  ${probe.method} ${preview(probe.path, 200)}`,
    `  content-type: ${probe.headers['content-type'] ?? '(none)'}; body: ${preview(probe.body, 160)}`,
    `  answer: ${preview(outcome.answer, 200)}`,
    `  ${where}`,
  ].join('\n');
}
