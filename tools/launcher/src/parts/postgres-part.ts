import {
  postgresConnectionString,
  preparePostgres,
  runRunnerJob,
  spawnPostgresServer,
  type PostgresClusterOptions,
} from '@portal/embedded-infra';
import type { PartOutput } from '../output/part-output.js';
import { PartFailure } from './part-failure.js';
import type { PartProcess, StartConditions } from './part-process.js';

/** The embedded PostgreSQL server, ready; `url` is the services' connection string. */
export interface PostgresPart extends PartProcess {
  url: string;
}

/**
 * Starts the embedded PostgreSQL server as the launcher's own child (its pid is the part's): the
 * cluster prepared here (created the first time), the server started, the services' database
 * created by a runner that exits once it has (pg is not loaded into the launcher). No Node
 * process stays beside the server (tools/bench/RESULTS.md, "Memory of the whole portal").
 */
export async function startPostgresPart(
  cluster: PostgresClusterOptions,
  output: PartOutput,
  { readyWithinMs, signal }: StartConditions,
  execArgv?: string[],
): Promise<PostgresPart> {
  const cancelled = () => {
    if (signal.aborted) throw new Error('start cancelled');
  };
  try {
    const plan = await preparePostgres(cluster);
    cancelled();
    const server = await spawnPostgresServer(plan, {
      onWarning: (line) => output.accept(Buffer.from(`${line}\n`)),
      timeoutMs: readyWithinMs,
      signal,
    });
    try {
      await runRunnerJob(
        { type: 'create-database', options: cluster },
        { execArgv, onOutput: (_stream, chunk) => output.accept(chunk), timeoutMs: readyWithinMs },
      );
      cancelled();
    } catch (error) {
      await server.stop();
      throw error;
    }
    void server.ended.then(() => output.flush());
    return {
      url: postgresConnectionString(cluster),
      pid: server.pid,
      ended: server.ended,
      stop: () => server.stop(),
    };
  } catch (error) {
    throw new PartFailure(
      output.part,
      `did not start: ${(error as Error).message}`,
      output.tail.text(),
    );
  }
}
