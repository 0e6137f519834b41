import { launchRunner, type RunnerRequest } from '@portal/embedded-infra';
import type { PartOutput } from '../output/part-output.js';
import { PartFailure } from './part-failure.js';
import type { PartProcess, StartConditions } from './part-process.js';

/** A runner process, ready; `url` is where its server listens. */
export interface RunnerPart extends PartProcess {
  url: string;
}

/**
 * Starts an embedded server's runner (PostgreSQL, the object store) and resolves once its
 * server is ready. The runner exits when its server dies, so its end is the server's end.
 */
export async function startRunnerPart(
  request: RunnerRequest,
  output: PartOutput,
  { readyWithinMs, signal }: StartConditions,
  execArgv?: string[],
): Promise<RunnerPart> {
  try {
    const runner = await launchRunner(request, {
      execArgv,
      onOutput: (_stream, chunk) => output.accept(chunk),
      timeoutMs: readyWithinMs,
      signal,
    });
    void runner.exited.then(() => output.flush());
    return {
      url: runner.url,
      pid: runner.child.pid ?? 0,
      ended: runner.exited,
      stop: () => runner.stop(),
    };
  } catch (error) {
    throw new PartFailure(
      output.part,
      `did not start: ${(error as Error).message}`,
      output.tail.text(),
    );
  }
}
