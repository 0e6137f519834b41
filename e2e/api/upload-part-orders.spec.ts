import { randomBytes, randomUUID } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import type { LoginResponse } from '@portal/contract';
import type { ApplicationAnswers } from '@portal/contract/applications';
import type { GrantInput } from '@portal/contract/grants';
import { applicationAnswers, grantInput } from '@portal/testing';
import { submitApplicationThroughApi, torontoDateFromToday } from '../support/applications-api.js';
import {
  allFilesThroughApi,
  cleanupFilesThroughApi,
  downloadBytesThroughApi,
  filesOfApplicationThroughApi,
  uploadForm,
  uploadThroughApi,
  type UploadFormContent,
  type UploadPartName,
} from '../support/files-api.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { eventually, killPart, partPids } from '../support/portal-parts.js';
import { PortalProcess, testAdmin } from '../support/portal-process.js';
import { ageStoredObject, storedObjectKeys } from '../support/portal-store.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';

/** A small real PDF, with bytes of its own so that a download is checked byte for byte. */
const pdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    randomBytes(200 * 1024),
  ]);
/** A Windows program renamed .pdf: refused by its content. */
const windowsExecutable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

/**
 * Spec §7 lists an upload's parts as `file, applicationId, questionKey`. A client written from
 * the spec (FormData, the file appended first) and the member's form (the fields first) are
 * answered alike through the gateway, and so is any other order: the file kept and served back
 * byte for byte, 403 for another member's application, 404 for an unknown one, 415 for a wrong
 * type, 413 past MAX_UPLOAD_MB (1 MB here), and 400 at once for a broken body. Whatever is
 * refused leaves nothing in the store. A file sent before its fields is in the store before
 * they come: a crash then leaves an object no row points at, which cleanup removes once it is
 * an hour old.
 */
describe('uploads through the gateway, their parts in any order (spec §7)', () => {
  let portal: PortalProcess;
  let admin: LoginResponse;
  let member: LoginResponse;
  let otherMember: LoginResponse;
  let applicationId: string;
  let othersApplicationId: string;
  let grantId: string;

  beforeAll(async () => {
    portal = await PortalProcess.start({ MAX_UPLOAD_MB: '1' });
    admin = await signInThroughApi(portal.url, testAdmin.email, testAdmin.password);
    const draft = await createGrantThroughApi(
      portal.url,
      admin,
      grantInput({
        title: 'Part orders grant',
        openDate: torontoDateFromToday(-30),
        closeDate: torontoDateFromToday(30),
      }) as GrantInput,
    );
    grantId = (await publishGrantThroughApi(portal.url, admin, draft))._id;
    const apply = async (name: string) => {
      const session = await registerThroughApi(portal.url, {
        firstName: name,
        lastName: 'Orders',
        email: `${name.toLowerCase()}.orders@upload.example`,
        cardNumber: `RS-ORDERS-${name.toUpperCase()}`,
        password: `${name} orders password`,
      });
      const application = await submitApplicationThroughApi(
        portal.url,
        session,
        grantId,
        applicationAnswers() as ApplicationAnswers,
      );
      return { session, applicationId: application._id };
    };
    ({ session: member, applicationId } = await apply('Mary'));
    ({ session: otherMember, applicationId: othersApplicationId } = await apply('Otto'));
  });

  afterAll(async () => {
    await portal?.destroy();
  });

  /** A body sent as it is, with a bound on how long its answer may take. */
  const sendRaw = async (contentType: string, body: Buffer) => {
    const started = Date.now();
    const response = await fetch(`${portal.url}/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': contentType },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      elapsedMs: Date.now() - started,
    };
  };

  /** The body FormData makes for these parts, and its Content-Type with the boundary. */
  const formBody = async (upload: UploadFormContent, order: UploadPartName[]) => {
    const encoded = new Response(uploadForm(upload, order));
    return {
      contentType: encoded.headers.get('content-type')!,
      bytes: Buffer.from(await encoded.arrayBuffer()),
    };
  };

  const orders: Array<[string, UploadPartName[]]> = [
    ['the file first, as spec §7 lists them', ['file', 'applicationId', 'questionKey']],
    ['the fields first, as the member’s form sends them', ['applicationId', 'questionKey', 'file']],
    ['the fields around the file', ['applicationId', 'file', 'questionKey']],
  ];

  describe.each(orders)('with %s', (_order, order) => {
    /** Expects `refusal` to leave the store as it was. */
    const leavesNothing = async <T>(refusal: () => Promise<T>): Promise<T> => {
      const before = await storedObjectKeys(portal);
      const answer = await refusal();
      expect(await storedObjectKeys(portal)).toEqual(before);
      return answer;
    };

    it('keeps the file, lists it, and serves back the very bytes sent', async () => {
      const questionKey = `1-${order.indexOf('file')}`;
      const content = pdf();
      const answer = await uploadThroughApi(
        portal.url,
        member,
        { applicationId, questionKey, name: 'acceptance letter.pdf', content },
        order,
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        originalname: 'acceptance letter.pdf',
        size: content.length,
        mimeType: 'application/pdf',
        applicationId,
        questionKey,
      });
      expect(await storedObjectKeys(portal)).toContain(answer.body.filename);
      const listed = await filesOfApplicationThroughApi(portal.url, member, applicationId);
      expect(listed[questionKey]).toMatchObject({ _id: answer.body._id });
      const downloaded = await downloadBytesThroughApi(portal.url, member, answer.body._id);
      expect(downloaded.status).toBe(200);
      expect(downloaded.bytes.equals(content)).toBe(true);
    });

    it('refuses another member’s application with 403, storing nothing', async () => {
      const answer = await leavesNothing(() =>
        uploadThroughApi(
          portal.url,
          member,
          { applicationId: othersApplicationId, questionKey: '1-2', name: 'r.pdf', content: pdf() },
          order,
        ),
      );
      expect(answer).toMatchObject({ status: 403, body: { code: 'file.forbidden' } });
      expect(
        await filesOfApplicationThroughApi(portal.url, otherMember, othersApplicationId),
      ).toEqual({});
    });

    it('refuses an application id nobody knows with 404, storing nothing', async () => {
      const answer = await leavesNothing(() =>
        uploadThroughApi(
          portal.url,
          member,
          { applicationId: randomUUID(), questionKey: '1-2', name: 'r.pdf', content: pdf() },
          order,
        ),
      );
      expect(answer).toMatchObject({ status: 404, body: { code: 'file.application_not_found' } });
    });

    it('refuses a program renamed .pdf with 415, storing nothing', async () => {
      const answer = await leavesNothing(() =>
        uploadThroughApi(
          portal.url,
          member,
          { applicationId, questionKey: '2-0', name: 'setup.pdf', content: windowsExecutable },
          order,
        ),
      );
      expect(answer).toMatchObject({ status: 415, body: { code: 'file.type' } });
    });

    it('refuses a file past MAX_UPLOAD_MB with 413, storing nothing', async () => {
      const content = Buffer.concat([pdf(), Buffer.alloc(1024 * 1024)]);
      const answer = await leavesNothing(() =>
        uploadThroughApi(
          portal.url,
          member,
          { applicationId, questionKey: '2-1', name: 'big.pdf', content },
          order,
        ),
      );
      expect(answer.status).toBe(413);
      expect(answer.body.code).toMatch(/^(request|file)\.too_large$/);
    });

    it('answers a broken body 400 at once with a sentence, storing nothing', async () => {
      const upload = { applicationId, questionKey: '2-2', name: 'r.pdf', content: pdf() };
      const { contentType, bytes } = await formBody(upload, order);
      const closing = bytes.lastIndexOf('\r\n--');
      const fileStarts = bytes.indexOf('%PDF');
      const broken: Array<[string, string, Buffer]> = [
        ['no boundary', 'multipart/form-data', bytes],
        ['not multipart', contentType, Buffer.from(JSON.stringify(upload))],
        ['ends before its closing boundary', contentType, bytes.subarray(0, closing)],
        ['ends in the file', contentType, bytes.subarray(0, fileStarts + 1000)],
      ];
      for (const [what, type, body] of broken) {
        const answer = await leavesNothing(() => sendRaw(type, body));
        expect({ what, status: answer.status, code: answer.body?.code }).toEqual({
          what,
          status: 400,
          code: 'file.multipart',
        });
        expect(answer.body.message).toMatch(/multipart|boundary/);
        expect(answer.elapsedMs).toBeLessThan(5_000);
      }
      expect((await filesOfApplicationThroughApi(portal.url, member, applicationId))['2-2']).toBe(
        undefined,
      );
    });
  });

  it('knows the applicant by account: a stranger who registers a deleted member’s email gets none of their files', async () => {
    const leaving = await registerThroughApi(portal.url, {
      firstName: 'Lea',
      lastName: 'Leaving',
      email: 'lea.leaving@upload.example',
      cardNumber: 'RS-ORDERS-LEA',
      password: 'lea leaving password',
    });
    const leavingsApplication = await submitApplicationThroughApi(
      portal.url,
      leaving,
      grantId,
      applicationAnswers() as ApplicationAnswers,
    );
    const file = await uploadThroughApi(portal.url, leaving, {
      applicationId: leavingsApplication._id,
      questionKey: '1-2',
      name: 'transcript.pdf',
      content: pdf(),
    });
    expect(file.status).toBe(201);
    const deleted = await fetch(`${portal.url}/api/users/${leaving.user._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.status).toBe(204);

    const stranger = await registerThroughApi(portal.url, {
      firstName: 'Sam',
      lastName: 'Stranger',
      email: 'LEA.LEAVING@upload.example',
      cardNumber: 'RS-ORDERS-SAM',
      password: 'sam stranger password',
    });
    const asStranger = { authorization: `Bearer ${stranger.token}` };
    const download = await fetch(`${portal.url}/api/files/${file.body._id}`, {
      headers: asStranger,
    });
    expect(download.status).toBe(403);
    await download.body?.cancel();
    const listed = await fetch(`${portal.url}/api/files/application/${leavingsApplication._id}`, {
      headers: asStranger,
    });
    expect(listed.status).toBe(403);
    await listed.body?.cancel();
    const upload = await uploadThroughApi(portal.url, stranger, {
      applicationId: leavingsApplication._id,
      questionKey: '1-2',
      name: 'replacement.pdf',
      content: pdf(),
    });
    expect(upload.status).toBe(403);
  });

  it('kill -9 while a file sent first waits for its fields: the member is told, nothing is recorded, and cleanup removes the object once it is an hour old', async () => {
    const objectsBefore = await storedObjectKeys(portal);
    const questionKey = '3-0';
    const boundary = `----orders-crash-${randomBytes(6).toString('hex')}`;
    const sending = request(`${portal.url}/api/files/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const ended = new Promise<{ status: number; at: number }>((resolve) => {
      sending.once('response', (answer: IncomingMessage) => {
        answer.resume();
        resolve({ status: answer.statusCode ?? 0, at: Date.now() });
      });
      sending.once('error', () => resolve({ status: 0, at: Date.now() }));
    });
    sending.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="early.pdf"\r\n` +
        'content-type: application/pdf\r\n\r\n',
    );
    sending.write(pdf());
    // The file ends where the next part begins; its fields do not come.
    sending.write(`\r\n--${boundary}\r\n`);
    const staged = await eventually('the file in the store before its fields', async () =>
      (await storedObjectKeys(portal)).find((key) => !objectsBefore.includes(key)),
    );
    const since = portal.log.length;
    const killed = await killPart(portal, 'files');
    const killedAt = Date.now();
    const end = await ended;
    sending.destroy();
    expect(end.status).toBe(503);
    expect(end.at - killedAt).toBeLessThan(10_000);

    await portal.waitForLine(/\[portal\] files is back \(pid \d+/, { since });
    await eventually('the files service back behind the gateway', async () => {
      const pids = await partPids(portal);
      if (pids.files === killed) return undefined;
      const answer = await fetch(`${portal.url}/api/files/application/${applicationId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      await answer.body?.cancel();
      return answer.status === 200 ? true : undefined;
    });

    // Nothing recorded: the object is one no row points at.
    const files = await allFilesThroughApi(portal.url, admin);
    expect(files.map((file) => file.filename)).not.toContain(staged);
    expect(
      (await filesOfApplicationThroughApi(portal.url, member, applicationId))[questionKey],
    ).toBe(undefined);
    expect(await storedObjectKeys(portal)).toContain(staged);
    // Spared while it could be an upload under way, removed once older than an hour.
    expect(await cleanupFilesThroughApi(portal.url, admin)).toEqual({
      deletedCount: 0,
      totalOrphaned: 0,
      errors: [],
    });
    await ageStoredObject(portal, staged, 2 * 60 * 60 * 1000);
    expect(await cleanupFilesThroughApi(portal.url, admin)).toEqual({
      deletedCount: 1,
      totalOrphaned: 1,
      errors: [],
    });
    expect(await storedObjectKeys(portal)).toEqual(objectsBefore);

    // The member sends it again, the file first, and it is kept.
    const again = await uploadThroughApi(
      portal.url,
      member,
      { applicationId, questionKey, name: 'early.pdf', content: pdf() },
      ['file', 'applicationId', 'questionKey'],
    );
    expect(again.status).toBe(201);
  });
});
