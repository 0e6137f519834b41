import type { RushResult } from './deadline-rush.js';
import { benchReport } from './report-output.js';

/**
 * The rush as a table like the others, and whether it passed: no 5xx, and every acknowledged
 * application stored (in the list, and in the grant's count once the outbox has delivered).
 */
export function reportRush(rush: RushResult, addresses: number, title = 'Deadline rush'): boolean {
  const caughtUp =
    rush.outboxCatchUpMs === undefined
      ? 'never (within 60 s)'
      : `${(rush.outboxCatchUpMs / 1000).toFixed(1)} s`;
  benchReport.write(
    `\n${title}: ${rush.members} members (from ${addresses} addresses) submitting to one grant through the gateway for ${rush.seconds.toFixed(1)} s\n\n` +
      '| submissions/s | p50 ms | p95 ms | p99 ms | submissions | 5xx | other failures | acknowledged | stored (list) | applicationCount | count caught up after |\n' +
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
      `| ${rush.submissionsPerSecond.toFixed(1)} | ${Math.round(rush.p50Ms)} | ${Math.round(rush.p95Ms)} | ${Math.round(rush.p99Ms)} | ${rush.submissions} | ${rush.serverErrors} | ${rush.otherFailures} | ${rush.acknowledged} | ${rush.storedInList} | ${rush.applicationCount} | ${caughtUp} |\n`,
  );
  const problems = [
    rush.serverErrors > 0 ? `${rush.serverErrors} answers were 5xx` : undefined,
    rush.otherFailures > 0 ? `${rush.otherFailures} submissions failed otherwise` : undefined,
    rush.storedInList !== rush.acknowledged
      ? `the list holds ${rush.storedInList} applications, ${rush.acknowledged} were acknowledged`
      : undefined,
    rush.applicationCount !== rush.acknowledged
      ? `applicationCount is ${rush.applicationCount}, ${rush.acknowledged} were acknowledged`
      : undefined,
  ].filter((problem) => problem !== undefined);
  for (const problem of problems) benchReport.write(`\n${title}: ${problem}.\n`);
  return problems.length === 0;
}
