import { queryDatabase } from '@portal/testing';
import { IdentityUnderTest, adminEmail } from './identity-under-test.js';

describe('the first admin (decisions §1)', () => {
  const identity = new IdentityUnderTest();

  beforeAll(() => identity.start());
  afterAll(() => identity.destroy());

  it('is created on first start from PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD', async () => {
    const session = await identity.loginAsAdmin();
    expect(session.user).toMatchObject({ email: adminEmail, userType: 'admin' });
  });

  it('is not created again on the next start', async () => {
    await identity.stop();
    await identity.start();
    const rows = await queryDatabase<{ count: string }>(
      `SELECT count(*) FROM ${identity.config.DATABASE_SCHEMA}.users WHERE user_type = 'admin'`,
    );
    expect(rows[0]?.count).toBe('1');
  });
});

describe('personal data at rest (decisions §5)', () => {
  const identity = new IdentityUnderTest();

  beforeAll(() => identity.start());
  afterAll(() => identity.destroy());

  it('keeps neither names, email nor card number in clear, and the password only as an argon2id hash', async () => {
    const session = await identity.register({
      firstName: 'Wapistan',
      lastName: 'Okimaw',
      email: 'wapistan.okimaw@example.org',
      cardNumber: 'RSMIN-445566',
      password: 'a long enough password',
    });
    const [row] = await queryDatabase<Record<string, unknown>>(
      `SELECT * FROM ${identity.config.DATABASE_SCHEMA}.users WHERE id = $1`,
      [session.user._id],
    );
    const raw = JSON.stringify(row);
    for (const secret of [
      'Wapistan',
      'Okimaw',
      'wapistan.okimaw@example.org',
      'RSMIN-445566',
      '445566',
      'a long enough password',
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.email_encrypted).toMatch(/^v1:/);
  });
});
