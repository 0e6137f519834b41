import { queryDatabase } from '@portal/testing';
import { fixtures } from './file-fixtures.js';
import { FilesUnderTest } from './files-under-test.js';

/** Decisions §5: the people of a file are in the answers, and in no row in clear. */
describe('files: personal data at rest', () => {
  const files = new FilesUnderTest();
  beforeAll(() => files.start());
  afterAll(() => files.destroy());

  it('answers the uploader and applicant, and keeps them encrypted', async () => {
    const applicant = files.identity.signIn({
      userType: 'user',
      firstName: 'Wapistan',
      lastName: 'Okimaw',
      email: 'wapistan.okimaw@example.org',
    });
    const applicationId = files.applications.create(applicant);
    const uploaded = await files.upload({
      applicationId,
      name: 'r.pdf',
      content: fixtures.pdf,
      as: applicant,
    });
    expect(uploaded.body).toMatchObject({
      user: { firstName: 'Wapistan', lastName: 'Okimaw', email: 'wapistan.okimaw@example.org' },
      applicantName: 'Wapistan Okimaw',
    });
    const listed = await files.call('GET', '/api/files/admin/all', { as: files.admin });
    expect(listed.body[0]).toMatchObject({ user: { firstName: 'Wapistan' } });

    const rows = await queryDatabase(`SELECT * FROM "${files.config.DATABASE_SCHEMA}".files`);
    const raw = JSON.stringify(rows);
    for (const clear of ['Wapistan', 'Okimaw', 'wapistan.okimaw@example.org'])
      expect(raw).not.toContain(clear);
  });
});
