import type { IdentityConfig } from '../config.js';
import { AccountCipher } from './account.cipher.js';
import { AccountEntity } from './account.entity.js';

/**
 * Accounts stored before the field cipher moved to @portal/field-crypto must still read: these
 * values were written by identity's own crypto/field-cipher.ts and crypto/lookup-hash.ts (commit
 * 19ad0fc), with this key, for this account id.
 */
const keyBeforeTheMove = 'data-key-written-by-identity-before-the-move-01';
const accountId = '3f1c2a9e-5b7d-4e2f-9a1b-0c8d7e6f5a41';
const writtenBeforeTheMove = {
  firstNameEncrypted: 'v1:Y1DEQY2IlyIPvVKMXOQsL_tSCo98aXu-OTWHZEzu2Q',
  lastNameEncrypted: 'v1:Ah1_801QfzsYRAwTUUiEVTz5TQsbxEYtHg1Yxao3P8dk763IxyPYRKs',
  emailEncrypted: 'v1:eh85NAgbF351rdmd_vmqlaCdXhk4JjdGOIOENIM6VVeN-ZH9n_Sv3fKDumZUGsxWyA',
  cardNumberEncrypted: 'v1:wNahYWXO4uhqU7OC330BD170eZRdbwll52roieS6leS46zJePlvbXA',
  emailHash: 'bt6fCSPL1qunuxyRicE5DByrKmL4XmZJ7whx_cLw5kw',
  cardNumberHash: 'ybBHYHgDQC6qbQCgaqIg6EUfdXLHQ4OdqkjWDHWDvaY',
  addressHash: 'FnGNUZ5jEOfmQO9PxpgOJLA0plm-t_-U81QWFP6swIA',
};

describe('AccountCipher and the accounts already stored', () => {
  const cipher = new AccountCipher({ DATA_ENCRYPTION_KEY: keyBeforeTheMove } as IdentityConfig);

  it('decrypts an account encrypted by the code before the move', () => {
    const entity = Object.assign(new AccountEntity(), {
      id: accountId,
      ...writtenBeforeTheMove,
      userType: 'user',
      education: false,
      harvesting: false,
      communityOutreach: false,
      passwordHash: '$argon2id$…',
      createdAt: new Date('2026-01-05T12:00:00Z'),
    });
    expect(cipher.fromEntity(entity)).toMatchObject({
      firstName: 'Ann',
      lastName: 'Ñandú-Smith',
      email: 'Ann.Smith@Example.org',
      cardNumber: 'RS-1234-5678',
    });
  });

  it('finds it by the same lookup hashes (sign-in, uniqueness, attempts by address)', () => {
    expect(cipher.lookup.email('ann.smith@example.org')).toBe(writtenBeforeTheMove.emailHash);
    expect(cipher.lookup.cardNumber('RS-1234-5678')).toBe(writtenBeforeTheMove.cardNumberHash);
    expect(cipher.lookup.address('203.0.113.7')).toBe(writtenBeforeTheMove.addressHash);
  });

  it('writes what it reads back', () => {
    const account = {
      id: accountId,
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann@example.org',
      cardNumber: 'RS-1',
      userType: 'user' as const,
      education: false,
      harvesting: false,
      communityOutreach: false,
      passwordHash: 'hash',
      emailConfirmedAt: new Date('2026-11-27T12:00:00Z'),
      sessionsValidFrom: null,
      language: 'fr',
    };
    const entity = cipher.toEntity(account);
    expect(JSON.stringify(entity)).not.toContain('ann@example.org');
    entity.createdAt = new Date();
    expect(cipher.fromEntity(entity)).toMatchObject(account);
  });
});
