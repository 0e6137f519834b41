import { uploadBody } from '@portal/bench/upload-body';
import type { LoginResponse } from '@portal/contract';
import type { ApplicationAnswers } from '@portal/contract/applications';
import type { FileRecord } from '@portal/contract/files';
import type { GrantInput } from '@portal/contract/grants';
import { applicationAnswers, grantInput } from '@portal/testing';
import { request } from 'undici';
import { submitApplicationThroughApi, torontoDateFromToday } from '../support/applications-api.js';
import {
  allFilesThroughApi,
  cleanupFilesThroughApi,
  downloadThroughApi,
  filesOfApplicationThroughApi,
  uploadThroughApi,
} from '../support/files-api.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import {
  eventually,
  isAlive,
  killPart,
  partPids,
  portalDatabase,
} from '../support/portal-parts.js';
import { PortalProcess, testAdmin } from '../support/portal-process.js';
import { ageStoredObject, storedObjectKeys } from '../support/portal-store.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';

const mebibyte = 1024 * 1024;
/** The grant's file question (`grantInput()`'s "Letter of acceptance"). */
const questionKey = '1-2';
/** A small real PDF (services/files/test/file-fixtures.ts). */
const smallPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The gateway's answer for a prefix whose service cannot be reached. */
const unreachable =
  'This part of the portal is not reachable right now. Please try again in a moment.';

/** What an upload's client saw: the answer's status (0: the connection failed) and when. */
interface UploadEnd {
  status: number;
  body: string;
  at: number;
}

/**
 * Never a row without its object (decisions §4, docs/architecture/uploads.md): the files service is killed
 * with SIGKILL in the middle of a member's upload, once while the bytes are still flowing to the
 * store and once after the object is written but before its row. The member is told it failed
 * (promptly, not a hang), nothing half-stored is listed or served, the file it was replacing is
 * still there, cleanup leaves no object unaccounted for, and the same upload works once the
 * launcher has the files service back.
 */
describe('an upload when the files service dies in the middle of it', () => {
  let portal: PortalProcess;
  let admin: LoginResponse;
  let member: LoginResponse;
  let applicationId: string;

  beforeAll(async () => {
    portal = await PortalProcess.start();
    admin = await signInThroughApi(portal.url, testAdmin.email, testAdmin.password);
    const draft = await createGrantThroughApi(
      portal.url,
      admin,
      grantInput({
        title: 'Upload crash grant',
        openDate: torontoDateFromToday(-30),
        closeDate: torontoDateFromToday(30),
      }) as GrantInput,
    );
    const grant = await publishGrantThroughApi(portal.url, admin, draft);
    member = await registerThroughApi(portal.url, {
      firstName: 'Crash',
      lastName: 'Member',
      email: 'crash.member@upload.example',
      cardNumber: 'RS-UPLOAD-CRASH',
      password: 'crash member password',
    });
    applicationId = (
      await submitApplicationThroughApi(
        portal.url,
        member,
        grant._id,
        applicationAnswers() as ApplicationAnswers,
      )
    )._id;
  });

  afterAll(async () => {
    await portal?.destroy();
  });

  /** The member's file for the question now, uploaded whole at full speed. */
  const uploadWhole = async (name: string, content: Buffer): Promise<FileRecord> => {
    const answer = await uploadThroughApi(portal.url, member, {
      applicationId,
      questionKey,
      name,
      content,
    });
    expect(answer.status).toBe(201);
    return answer.body as FileRecord;
  };

  /** Waits for the launcher to have restarted files after `since`, and for it to answer. */
  const filesBack = async (killed: number, since: number) => {
    await portal.waitForLine(/\[portal\] files exited unexpectedly \(SIGKILL\)/, { since });
    await portal.waitForLine(/\[portal\] files is back \(pid \d+/, { since });
    const pids = await eventually('endpoints.json names the new files process', async () => {
      const now = await partPids(portal);
      return now.files !== killed ? now : undefined;
    });
    expect(isAlive(pids.files)).toBe(true);
    await eventually('the files service answers through the gateway', async () => {
      const answer = await fetch(`${portal.url}/api/files/application/${applicationId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      await answer.body?.cancel();
      return answer.status === 200 ? true : undefined;
    });
  };

  /** The objects the applications' history keeps: files replaced after they were submitted. */
  const historyObjectKeys = async (): Promise<string[]> => {
    const database = await portalDatabase(portal);
    try {
      const { rows } = await database.query<{ object_key: string }>(
        'SELECT object_key FROM files.file_history WHERE object_key IS NOT NULL',
      );
      return rows.map((row) => row.object_key);
    } finally {
      await database.end();
    }
  };

  /**
   * Every file the file manager lists downloads whole, and the store holds exactly the objects
   * those files and the history point at (nothing half-written, nothing left over); answers the
   * files.
   */
  const everyFileWholeAndNothingElse = async (): Promise<FileRecord[]> => {
    const files = await allFilesThroughApi(portal.url, admin);
    for (const file of files) {
      expect(await downloadThroughApi(portal.url, admin, file._id)).toEqual({
        status: 200,
        bytes: file.size,
      });
    }
    expect(await storedObjectKeys(portal)).toEqual(
      [...files.map((file) => file.filename), ...(await historyObjectKeys())].sort(),
    );
    return files;
  };

  /** A slow upload through the gateway, answered (or cut off) within `boundMs`. */
  const startSlowUpload = (fileBytes: number, bytesPerSecond: number, boundMs: number) => {
    const body = uploadBody({
      applicationId,
      questionKey,
      fileName: 'scanned-documents.pdf',
      fileBytes,
      bytesPerSecond,
    });
    const ended: Promise<UploadEnd> = request(`${portal.url}/api/files/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': body.contentType,
        'content-length': String(body.contentLength),
      },
      body: body.stream,
      signal: AbortSignal.timeout(boundMs),
    }).then(
      async (answer) => ({
        status: answer.statusCode,
        body: await answer.body.text(),
        at: Date.now(),
      }),
      (error: Error) => ({ status: 0, body: String(error), at: Date.now() }),
    );
    return { body, ended };
  };

  it('kill -9 while the bytes flow: the member is told, the file it replaced stays, the store holds nothing extra, and the upload then works', async () => {
    const before = await uploadWhole('acceptance-letter.pdf', smallPdf);
    const since = portal.log.length;

    // 20 MiB at 2 MiB/s: about ten seconds of upload, killed once 8 MiB are on their way (the
    // store has taken at least one 5 MiB part of it by then).
    const slow = startSlowUpload(20 * mebibyte, 2 * mebibyte, 60_000);
    await eventually(
      '8 MiB of the upload sent',
      async () => (slow.body.fileBytesSent() >= 8 * mebibyte ? true : undefined),
      30_000,
    );
    const killed = await killPart(portal, 'files');
    const killedAt = Date.now();
    const sentAtKill = slow.body.fileBytesSent();

    const end = await slow.ended;
    // A failure, told promptly while the member was still sending: not a hang, not a success.
    expect(sentAtKill).toBeLessThan(20 * mebibyte);
    expect(slow.body.fileBytesSent()).toBeLessThan(20 * mebibyte);
    expect(end.at - killedAt).toBeLessThan(10_000);
    expect(end.status).toBe(503);
    expect(JSON.parse(end.body)).toMatchObject({
      code: 'service.unavailable',
      message: unreachable,
    });

    await filesBack(killed, since);

    // The application still shows the file the half upload would have replaced.
    const listed = await filesOfApplicationThroughApi(portal.url, member, applicationId);
    expect(Object.keys(listed)).toEqual([questionKey]);
    expect(listed[questionKey]).toMatchObject({ _id: before._id, size: smallPdf.length });
    expect(await downloadThroughApi(portal.url, member, before._id)).toEqual({
      status: 200,
      bytes: smallPdf.length,
    });

    // No row without its object, no object without its row; cleanup finds nothing to do.
    const files = await everyFileWholeAndNothingElse();
    expect(files.map((file) => file._id)).toEqual([before._id]);
    expect(await cleanupFilesThroughApi(portal.url, admin)).toEqual({
      deletedCount: 0,
      totalOrphaned: 0,
      errors: [],
    });
    await everyFileWholeAndNothingElse();

    // The member tries again: the same question takes a new file, streamed, and it replaces the old.
    const again = startSlowUpload(12 * mebibyte, 64 * mebibyte, 60_000);
    const retried = await again.ended;
    expect(retried.status).toBe(201);
    const record = JSON.parse(retried.body) as FileRecord;
    expect(record).toMatchObject({ questionKey, size: 12 * mebibyte, mimeType: 'application/pdf' });
    expect(await filesOfApplicationThroughApi(portal.url, member, applicationId)).toEqual({
      [questionKey]: expect.objectContaining({ _id: record._id }),
    });
    expect((await everyFileWholeAndNothingElse()).map((file) => file._id)).toEqual([record._id]);
  });

  it('kill -9 after the object is written, before its row: no row, and cleanup removes the object once it is an hour old', async () => {
    const current = await uploadWhole('acceptance-letter.pdf', smallPdf);
    const objectsBefore = await storedObjectKeys(portal);
    // The file, and those the history keeps from the test before (replaced after submitting).
    expect(objectsBefore).toEqual([current.filename, ...(await historyObjectKeys())].sort());
    const since = portal.log.length;

    // The upload's transaction starts by locking the question's row; a lock held here on the
    // whole table stops it right after the object is written, before any row is.
    const database = await portalDatabase(portal);
    let killed: number;
    let upload: ReturnType<typeof startSlowUpload>;
    try {
      await database.query('BEGIN');
      await database.query('LOCK TABLE files.files IN EXCLUSIVE MODE');
      upload = startSlowUpload(6 * mebibyte, 64 * mebibyte, 60_000);
      const stray = await eventually(
        'the upload is written to the store',
        async () => (await storedObjectKeys(portal)).find((key) => !objectsBefore.includes(key)),
        30_000,
      );
      // (Its query, as pg_stat_activity shows it, is cut before its FROM: the entity's name it is.)
      await eventually('the upload waits for its row', async () => {
        const { rows } = await database.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE '%"StoredFileEntity"%'`,
        );
        return rows[0].waiting > 0 ? true : undefined;
      });
      killed = await killPart(portal, 'files');
      expect(stray).toBeDefined();
    } finally {
      await database.query('ROLLBACK').catch(() => undefined);
      await database.end();
    }
    const killedAt = Date.now();
    const end = await upload.ended;
    expect(end.at - killedAt).toBeLessThan(10_000);
    expect(end.status).toBe(503);
    expect(JSON.parse(end.body)).toMatchObject({
      code: 'service.unavailable',
      message: unreachable,
    });

    await filesBack(killed, since);

    // No row was written: the question still has the file from before, which downloads whole.
    expect(await filesOfApplicationThroughApi(portal.url, member, applicationId)).toEqual({
      [questionKey]: expect.objectContaining({ _id: current._id, size: smallPdf.length }),
    });
    const files = await allFilesThroughApi(portal.url, admin);
    expect(files.map((file) => file._id)).toEqual([current._id]);
    expect(await downloadThroughApi(portal.url, admin, current._id)).toEqual({
      status: 200,
      bytes: smallPdf.length,
    });

    // The object nothing points at is left by cleanup while it could still be an upload under
    // way (younger than an hour)…
    const objectsAfter = await storedObjectKeys(portal);
    const kept = await historyObjectKeys();
    const strays = objectsAfter.filter((key) => key !== current.filename && !kept.includes(key));
    expect(strays).toHaveLength(1);
    expect(await cleanupFilesThroughApi(portal.url, admin)).toEqual({
      deletedCount: 0,
      totalOrphaned: 0,
      errors: [],
    });
    expect(await storedObjectKeys(portal)).toEqual(objectsAfter);
    // …and removed once it is older than that.
    await ageStoredObject(portal, strays[0], 2 * 60 * 60 * 1000);
    expect(await cleanupFilesThroughApi(portal.url, admin)).toEqual({
      deletedCount: 1,
      totalOrphaned: 1,
      errors: [],
    });
    await everyFileWholeAndNothingElse();

    // And the member's upload goes through now.
    const retried = await uploadWhole('acceptance-letter-signed.pdf', smallPdf);
    expect((await everyFileWholeAndNothingElse()).map((file) => file._id)).toEqual([retried._id]);
  });
});
