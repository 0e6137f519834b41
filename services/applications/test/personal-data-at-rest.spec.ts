import { LookupHash } from '@portal/field-crypto';
import { applicationAnswers, queryDatabase } from '@portal/testing';
import { applicationKeyPurposes } from '../src/applications/application.cipher.js';
import { testDataEncryptionKey } from './applications-environment.js';
import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * Decisions §5 in the applications schema: the applicant's name and email, their answers and the
 * names in the status history are stored encrypted, and the API answers as before.
 */
describe('personal data at rest in the applications service', () => {
  const service = new ApplicationsUnderTest();
  const email = 'Wapistan.Okimaw@Example.org';
  const answerText = 'I care for my grandmother in Opaskwayak and study at night.';
  let applicant: ReturnType<ApplicationsUnderTest['signInMember']>;
  let grantId: string;
  let submitted: any;

  beforeAll(async () => {
    await service.start();
    grantId = service.publishedGrant('Trades Fund');
    applicant = service.signInMember({ firstName: 'Wapistan', lastName: 'Okimaw', email });
    submitted = await service.apply(grantId, applicant, { '0-0': answerText });
    await service.call('PUT', `/api/grant-applications/${submitted._id}/status`, {
      body: { status: 'reviewed' },
      as: service.reviewer,
    });
  });
  afterAll(() => service.destroy());

  const rowsOf = (table: string, where: string) =>
    queryDatabase<Record<string, unknown>>(
      `SELECT * FROM ${service.config.DATABASE_SCHEMA}.${table} WHERE ${where}`,
      [submitted._id],
    );

  it('keeps no name, email or answer in clear in any row of the schema', async () => {
    const [application] = await rowsOf('applications', 'id = $1');
    const history = await rowsOf('application_status_history', 'application_id = $1');
    const keys = await rowsOf('submission_keys', 'application_id = $1');
    const events = await rowsOf('outbox', 'application_id = $1');
    expect(history).toHaveLength(2);
    const raw = JSON.stringify([application, history, keys, events]);
    for (const clear of [
      'Wapistan',
      'Okimaw',
      email,
      email.toLowerCase(),
      'Opaskwayak',
      'grandmother',
      'Rita', // the reviewer's name, in the history
      'Reviewer',
      'electrician', // another answer
    ]) {
      expect(raw).not.toContain(clear);
    }
    expect(Object.keys(application ?? {})).not.toEqual(
      expect.arrayContaining(['applicant_name', 'applicant_email', 'answers']),
    );
    expect(application).toMatchObject({
      applicant_name_encrypted: expect.stringMatching(/^v1:/),
      applicant_email_encrypted: expect.stringMatching(/^v1:/),
      answers_encrypted: expect.stringMatching(/^v1:/),
    });
    for (const row of history) expect(row.actor_name_encrypted).toMatch(/^v1:/);
  });

  it('keeps no hash of the email: an application is found by its account, never by an address', async () => {
    const [application] = await rowsOf('applications', 'id = $1');
    const identitysHash = new LookupHash(testDataEncryptionKey, 'users.lookup/hmac-sha256/v1');
    const ours = new LookupHash(testDataEncryptionKey, applicationKeyPurposes.lookup);
    expect(Object.keys(application ?? {})).not.toContain('applicant_email_hash');
    const row = JSON.stringify(application);
    for (const hash of [ours.email(email), identitysHash.email(email)])
      expect(row).not.toContain(hash);
  });

  it('answers the API as before: name, email, answers and who set each status', async () => {
    expect(submitted).toMatchObject({
      applicantName: 'Wapistan Okimaw',
      applicantEmail: email,
      answers: applicationAnswers({ '0-0': answerText }),
    });
    const asApplicant = await service.call('GET', `/api/grant-applications/${submitted._id}`, {
      as: applicant,
    });
    expect(asApplicant.body).toMatchObject({
      applicantName: 'Wapistan Okimaw',
      applicantEmail: email,
      answers: applicationAnswers({ '0-0': answerText }),
      status: 'reviewed',
    });
    const asReviewer = await service.call('GET', `/api/grant-applications/${submitted._id}`, {
      as: service.admin,
    });
    expect(asReviewer.body.statusHistory.map((entry: any) => entry.byName)).toEqual([
      'Wapistan Okimaw',
      'Rita Reviewer',
    ]);
    const listed = await service.call('GET', '/api/grant-applications?portal=education', {
      as: service.admin,
    });
    expect(listed.body.find((found: any) => found._id === submitted._id)).toMatchObject({
      applicantName: 'Wapistan Okimaw',
      applicantEmail: email,
    });
    const owner = await service.call('GET', `/internal/applications/${submitted._id}/owner`, {
      asService: true,
    });
    expect(owner.body).toMatchObject({ userId: applicant.principal.id });
    expect(JSON.stringify(owner.body)).not.toContain(email);
  });

  it("fails loudly (500, logged with the column and row), never with another's name, when a ciphertext is moved to another row", async () => {
    const other = await service.apply(grantId, service.otherMember, { '0-0': 'moved' });
    await queryDatabase(
      `UPDATE ${service.config.DATABASE_SCHEMA}.applications
          SET applicant_name_encrypted = (SELECT applicant_name_encrypted
                                            FROM ${service.config.DATABASE_SCHEMA}.applications
                                           WHERE id = $1)
        WHERE id = $2`,
      [submitted._id, other._id],
    );
    const answer = await service.call('GET', `/api/grant-applications/${other._id}`, {
      as: service.admin,
    });
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toContain('Wapistan');
  });
});
