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

  it('lets an applicant in by email in another case (decisions §3)', async () => {
    const sameEmail = files.identity.signIn({
      userType: 'user',
      email: files.member.profile.email.toUpperCase(),
    });
    const answer = await files.call('GET', `/api/files/${membersFile._id}`, { as: sameEmail });
    expect(answer.status).toBe(200);
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
