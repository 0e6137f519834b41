import { randomUUID } from 'node:crypto';
import { runMigrations } from '@portal/nest-kit';
import { dropSchema, grantInput, queryDatabase } from '@portal/testing';
import { loadGrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';
import { GrantHistoryCipher } from '../src/grants/grant-history.cipher.js';
import { CreateGrants1765000000000 } from '../src/migrations/1765000000000-create-grants.js';
import { encryptGrantHistoryNamesMigration } from '../src/migrations/1767000000000-encrypt-grant-history-names.js';
import { grantsTestEnvironment } from './grants-environment.js';
import { GrantsUnderTest } from './grants-under-test.js';

/**
 * The builder's setting "one application per member": on for a new grant unless the builder
 * turns it off, kept by an edit that does not send it, and told to members (the grant cards) and
 * to the applications service (the snapshot it decides a second application by).
 */
describe('grants: one application per member', () => {
  const grants = new GrantsUnderTest();

  beforeAll(() => grants.start());
  afterAll(() => grants.destroy());

  const snapshot = async (id: string) =>
    (await grants.call('GET', `/internal/grants/${id}/snapshot`, { asService: true })).body;

  it('is on for a new grant that does not say, and off when the builder turns it off', async () => {
    const unsaid = await grants.create(grantInput());
    expect(unsaid.oneApplicationPerMember).toBe(true);
    const several = await grants.create(grantInput({ oneApplicationPerMember: false }));
    expect(several.oneApplicationPerMember).toBe(false);
    expect((await snapshot(unsaid._id)).oneApplicationPerMember).toBe(true);
    expect((await snapshot(several._id)).oneApplicationPerMember).toBe(false);
  });

  it('is kept by an edit that does not send it, and changed by one that does', async () => {
    const grant = await grants.create(grantInput({ oneApplicationPerMember: false }));
    const edited = await grants.call('PUT', `/api/grants/${grant._id}`, {
      body: grantInput({ title: 'Edited without the setting' }),
      as: grants.reviewer,
    });
    expect(edited.body).toMatchObject({
      title: 'Edited without the setting',
      oneApplicationPerMember: false,
    });
    const turnedOn = await grants.call('PUT', `/api/grants/${grant._id}`, {
      body: grantInput({ oneApplicationPerMember: true }),
      as: grants.reviewer,
    });
    expect(turnedOn.body.oneApplicationPerMember).toBe(true);
  });

  it('refuses a setting that is not true or false, with a sentence', async () => {
    const answer = await grants.call('POST', '/api/grants', {
      body: grantInput({ oneApplicationPerMember: 'yes' }),
      as: grants.reviewer,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'grant.invalid',
      message: 'oneApplicationPerMember must be true or false',
    });
  });

  it('tells members on the grant cards and on the grant', async () => {
    const grant = await grants.setStatus(
      await grants.create(grantInput({ title: 'Several welcome', oneApplicationPerMember: false })),
      'published',
    );
    const cards = (await grants.call('GET', '/api/available-grants', { as: grants.member })).body;
    expect(cards.find((card: any) => card._id === grant._id)).toMatchObject({
      oneApplicationPerMember: false,
    });
    const one = await grants.call('GET', `/api/grants/${grant._id}`, { as: grants.member });
    expect(one.body.oneApplicationPerMember).toBe(false);
  });
});

describe('migration OneApplicationPerMember1769100000000', () => {
  const config = loadGrantsConfig(grantsTestEnvironment());
  const database = grantsDatabase(config);
  const schema = config.DATABASE_SCHEMA;
  const grantId = randomUUID();

  afterAll(() => dropSchema(schema));

  it('turns the setting on for every grant already there', async () => {
    const cipher = new GrantHistoryCipher(config.DATA_ENCRYPTION_KEY);
    await runMigrations({
      ...database,
      migrations: [CreateGrants1765000000000, encryptGrantHistoryNamesMigration(cipher)],
    });
    await queryDatabase(
      `INSERT INTO ${schema}.grants (id, title, type, open_date, close_date, status, sections)
       VALUES ($1, 'Older grant', 'award', now(), now() + interval '1 day', 'published', '[]')`,
      [grantId],
    );
    expect(await runMigrations(database)).toContain('OneApplicationPerMember1769100000000');
    const [row] = await queryDatabase<{ one_application_per_member: boolean }>(
      `SELECT one_application_per_member FROM ${schema}.grants WHERE id = $1`,
      [grantId],
    );
    expect(row?.one_application_per_member).toBe(true);
  });
});
