import { reportRush } from './deadline-rush-report.js';
import { mebibyte } from './process-memory.js';
import type { UploadRushResult } from './upload-rush.js';
import type { UploadCase } from './uploads.js';
import { benchReport } from './report-output.js';

const mib = (bytes: number) => (bytes / mebibyte).toFixed(1);

/**
 * The uploads as a table like the others, each memory figure beside the aim; answers
 * whether every upload was stored (an aim missed is printed, not a failure of the run).
 */
export function reportUploads(cases: UploadCase[]): boolean {
  benchReport.write(
    '\nUploads through the gateway (a member to their own applications, PDF, MAX_UPLOAD_MB=128); files service resident memory (VmRSS every 50 ms)\n\n' +
      '| uploads | files RSS before MiB | peak MiB | growth MiB | growth per upload MiB | aim per upload MiB | aim | MiB/s via gateway | MiB/s store PUT direct | gateway ÷ store | failures |\n' +
      '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|\n',
  );
  for (const run of cases) {
    const perUpload = run.memory.growthBytes / run.uploads;
    benchReport.write(
      `| ${run.label} | ${mib(run.memory.beforeBytes)} | ${mib(run.memory.peakBytes)} | ${mib(run.memory.growthBytes)} | ${mib(perUpload)} | ≤ ${mib(run.aimPerUploadBytes)} | ${perUpload <= run.aimPerUploadBytes ? 'met' : 'missed'} | ${run.gatewayMiBps.toFixed(1)} | ${run.storeMiBps.toFixed(1)} | ${(run.gatewayMiBps / run.storeMiBps).toFixed(2)} | ${run.failures.length} |\n`,
    );
  }
  const failures = cases.flatMap((run) =>
    run.failures.map((failure) => `${run.label}: ${failure}`),
  );
  for (const failure of failures) benchReport.write(`\nUploads: ${failure}.\n`);
  return failures.length === 0;
}

/** The rush's submissions (as the deadline rush reports them), then its uploads; answers whether it passed. */
export function reportUploadRush(result: UploadRushResult, addresses: number): boolean {
  const submissionsPassed = reportRush(
    result.rush,
    addresses,
    'Deadline rush with documents (three 1 MiB files after each acknowledged submission)',
  );
  benchReport.write(
    '\n| uploads | uploads/s | upload p50 ms | p95 ms | p99 ms | 5xx | other failures | files expected (3 × acknowledged) | files stored | files RSS before MiB | peak MiB |\n' +
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
      `| ${result.uploads} | ${result.uploadsPerSecond.toFixed(1)} | ${Math.round(result.p50Ms)} | ${Math.round(result.p95Ms)} | ${Math.round(result.p99Ms)} | ${result.serverErrors} | ${result.otherFailures} | ${result.expectedFiles} | ${result.storedFiles} | ${mib(result.memory.beforeBytes)} | ${mib(result.memory.peakBytes)} |\n`,
  );
  const problems = [
    result.serverErrors > 0 ? `${result.serverErrors} uploads were answered 5xx` : undefined,
    result.otherFailures > 0 ? `${result.otherFailures} uploads failed otherwise` : undefined,
    result.storedFiles !== result.expectedFiles
      ? `${result.storedFiles} files stored, ${result.expectedFiles} expected`
      : undefined,
  ].filter((problem) => problem !== undefined);
  for (const problem of problems)
    benchReport.write(`\nDeadline rush with documents: ${problem}.\n`);
  return submissionsPassed && problems.length === 0;
}
