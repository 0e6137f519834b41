import { randomUUID } from 'node:crypto';
import type { TestAccount } from '@portal/nest-kit/testing';
import { fixtures } from './file-fixtures.js';
import { FilesUnderTest } from './files-under-test.js';

/** Every cell of decisions §3 for /api/files, and ownership across members. */
describe('files: who may do what', () => {
  const files = new FilesUnderTest();
  let membersApplication: string;
  let membersFile: any;

  beforeAll(async () => {
    await files.start();
    membersApplication = files.applications.create(files.member);
    membersFile = (
      await files.upload({
        applicationId: membersApplication,
        name: 'r.pdf',
        content: fixtures.pdf,
      })
    ).body;
  });
  afterAll(() => files.destroy());

  type Who = 'anonymous' | 'owner' | 'otherMember' | 'staff' | 'reviewer' | 'admin';
  const account = (who: Who): TestAccount | undefined =>
    ({
      anonymous: undefined,
      owner: files.member,
      otherMember: files.otherMember,
      staff: files.staff,
      reviewer: files.reviewer,
      admin: files.admin,
    })[who];

  const useCells: [Who, number][] = [
    ['anonymous', 401],
    ['owner', 200],
    ['otherMember', 403],
    ['staff', 403],
    ['reviewer', 200],
    ['admin', 200],
  ];

  it.each(useCells)('upload as %s: %i', async (who, status) => {
    const as = account(who);
    if (!as) {
      const answer = await files.call('POST', '/api/files/upload');
      expect(answer.status).toBe(401);
      return;
    }
    const answer = await files.upload({
      applicationId: membersApplication,
      questionKey: `4-${who.length}`,
      name: 'r.pdf',
      content: fixtures.pdf,
      as,
    });
    expect(answer.status).toBe(status === 200 ? 201 : status);
  });

  it.each(useCells)('files of an application as %s: %i', async (who, status) => {
    const answer = await files.call('GET', `/api/files/application/${membersApplication}`, {
      as: account(who),
    });
    expect(answer.status).toBe(status);
  });

  it.each(useCells)('download as %s: %i', async (who, status) => {
    const answer = await files.call('GET', `/api/files/${membersFile._id}`, { as: account(who) });
    expect(answer.status).toBe(status);
  });

  const manageCells: [Who, number][] = [
    ['anonymous', 401],
    ['owner', 403],
    ['otherMember', 403],
    ['staff', 403],
    ['reviewer', 200],
    ['admin', 200],
  ];

  it.each(manageCells)('file manager as %s: %i', async (who, status) => {
    const as = account(who);
    expect((await files.call('GET', '/api/files/admin/all', { as })).status).toBe(status);
    expect((await files.call('GET', '/api/files/admin/orphaned', { as })).status).toBe(status);
    expect((await files.call('POST', '/api/files/admin/cleanup', { as })).status).toBe(status);
    if (status !== 200)
      expect((await files.call('DELETE', `/api/files/${membersFile._id}`, { as })).status).toBe(
        status,
      );
  });

  it('knows the applicant by account, never by email: another account with their email is refused (decisions §3)', async () => {
    // A stranger who registers the address of a deleted member, in any case.
    for (const email of [files.member.profile.email, files.member.profile.email.toUpperCase()]) {
      const sameEmail = files.identity.signIn({ userType: 'user', email });
      const upload = await files.upload({
        applicationId: membersApplication,
        questionKey: '7-7',
        name: 'r.pdf',
        content: fixtures.pdf,
        as: sameEmail,
      });
      expect(upload).toMatchObject({ status: 403, body: { code: 'file.forbidden' } });
      const listed = await files.call('GET', `/api/files/application/${membersApplication}`, {
        as: sameEmail,
      });
      expect(listed).toMatchObject({ status: 403, body: { code: 'file.forbidden' } });
      const download = await files.call('GET', `/api/files/${membersFile._id}`, { as: sameEmail });
      expect(download).toMatchObject({ status: 403, body: { code: 'file.forbidden' } });
    }
    const afterwards = await files.call('GET', `/api/files/application/${membersApplication}`, {
      as: files.member,
    });
    expect(afterwards.body['7-7']).toBeUndefined();
  });

  it('answers 404 to everyone for an application id nobody knows, and lists a removed application’s files to reviewers only', async () => {
    for (const as of [files.member, files.reviewer, files.admin]) {
      const unknown = await files.call('GET', `/api/files/application/${randomUUID()}`, { as });
      expect(unknown).toMatchObject({
        status: 404,
        body: { code: 'file.application_not_found' },
      });
    }
    // Removed, its files not yet cleaned up: orphans a reviewer may still see.
    const removed = files.applications.create(files.member);
    const orphan = await files.upload({
      applicationId: removed,
      name: 'r.pdf',
      content: fixtures.pdf,
    });
    expect(orphan.status).toBe(201);
    files.applications.delete(removed);
    for (const as of [files.reviewer, files.admin]) {
      const listed = await files.call('GET', `/api/files/application/${removed}`, { as });
      expect(listed).toMatchObject({ status: 200, body: { '0-1': { _id: orphan.body._id } } });
    }
    expect(
      (await files.call('GET', `/api/files/application/${removed}`, { as: files.member })).status,
    ).toBe(404);
  });

  it('refuses a member another member’s file by any route, and unknown ids as not found', async () => {
    const othersApplication = files.applications.create(files.otherMember);
    const upload = await files.upload({
      applicationId: othersApplication,
      name: 'r.pdf',
      content: fixtures.pdf,
      as: files.member,
    });
    expect(upload.status).toBe(403);
    expect(
      (await files.call('GET', `/api/files/${randomUUID()}`, { as: files.member })).status,
    ).toBe(404);
    expect(
      (await files.call('GET', `/api/files/application/${randomUUID()}`, { as: files.member }))
        .status,
    ).toBe(404);
  });

  it('keeps the internal route to the services', async () => {
    const body = {
      events: [{ applicationId: randomUUID(), kind: 'removed', at: new Date().toISOString() }],
    };
    const path = '/internal/files/application-events';
    expect((await files.call('POST', path, { as: files.admin, body })).status).toBe(404);
    expect((await files.call('POST', path, { asService: true, body })).status).toBe(200);
  });
});
