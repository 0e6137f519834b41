// The deadline rush with documents: the members of the deadline rush submit to a grant
// asking for three documents, and after each acknowledged submission send three files of 1 MiB
// (one per file question, one after the other, as a form would) before submitting again. Then
// the file manager's list must hold exactly three files for every acknowledged application.
import type { FileRecord } from '@portal/contract';
import { deadlineRush, type RushResult } from './deadline-rush.js';
import { publishRushGrant, rushFileQuestionKeys } from './deadline-rush-grant.js';
import { percentile } from './percentile.js';
import {
  mebibyte,
  ResidentPeak,
  settledResidentBytes,
  type ResidentGrowth,
} from './process-memory.js';
import type { RushMember } from './rush-members.js';
import { sendUpload } from './send-upload.js';

export const rushFileBytes = mebibyte;

export interface UploadRushOptions {
  gateway: string;
  /** A reviewer's token: publishes the grant and reads what was stored. */
  staffToken: string;
  members: RushMember[];
  seconds: number;
  /** The files service's process, whose memory is watched during the rush. */
  filesPid: number;
}

export interface UploadRushResult {
  rush: RushResult;
  uploads: number;
  uploadsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  serverErrors: number;
  otherFailures: number;
  /** Three per acknowledged application. */
  expectedFiles: number;
  /** Files of the rush's applications in `GET /api/files/admin/all`, of the size sent. */
  storedFiles: number;
  /** The files service's resident memory over the rush. */
  memory: ResidentGrowth;
}

export async function uploadRush(options: UploadRushOptions): Promise<UploadRushResult> {
  const grantId = await publishRushGrant(options.gateway, options.staffToken, 3);
  const keys = rushFileQuestionKeys(3);
  const latenciesMs: number[] = [];
  const applications = new Set<string>();
  let serverErrors = 0;
  let otherFailures = 0;

  const sendDocuments = async (member: RushMember, applicationId: string) => {
    applications.add(applicationId);
    for (const questionKey of keys) {
      const outcome = await sendUpload(
        options.gateway,
        member.token,
        {
          applicationId,
          questionKey,
          fileName: `document-${questionKey}.pdf`,
          fileBytes: rushFileBytes,
        },
        member.agent,
      );
      latenciesMs.push(outcome.ms);
      if (outcome.status >= 500) serverErrors += 1;
      else if (outcome.problem) otherFailures += 1;
    }
  };

  await settledResidentBytes(options.filesPid);
  const sampler = ResidentPeak.start(options.filesPid);
  const rush = await deadlineRush({
    gateway: options.gateway,
    grantId,
    reviewerToken: options.staffToken,
    members: options.members,
    seconds: options.seconds,
    afterAcknowledged: sendDocuments,
  });
  const memory = sampler.stop();

  const stored = (await allFiles(options)).filter(
    (file) => applications.has(file.applicationId) && file.size === rushFileBytes,
  );
  latenciesMs.sort((a, b) => a - b);
  return {
    rush,
    uploads: latenciesMs.length,
    uploadsPerSecond: latenciesMs.length / rush.seconds,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    p99Ms: percentile(latenciesMs, 99),
    serverErrors,
    otherFailures,
    expectedFiles: keys.length * rush.acknowledged,
    storedFiles: new Set(stored.map((file) => `${file.applicationId} ${file.questionKey}`)).size,
    memory,
  };
}

async function allFiles(options: UploadRushOptions): Promise<FileRecord[]> {
  const response = await fetch(`${options.gateway}/api/files/admin/all`, {
    headers: { authorization: `Bearer ${options.staffToken}` },
  });
  if (!response.ok) throw new Error(`the file manager's list answered ${response.status}`);
  return (await response.json()) as FileRecord[];
}
