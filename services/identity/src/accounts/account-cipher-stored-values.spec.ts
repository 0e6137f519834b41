import type { IdentityConfig } from '../config.js';
import { AccountCipher } from './account.cipher.js';
import { AccountEntity } from './account.entity.js';

/**
 * Written by the hand-written AccountCipher this declaration replaced, with this key: what is
 * stored already (accounts, links' addresses, outbox emails, the key check) must open unchanged.
 */
const key = 'vectors-written-by-the-hand-written-ciphers-01';
const accountId = '0b7d5c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const rowId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const writtenBefore = {
  firstNameEncrypted: 'v1:B4l75P8b1sJRwrV8ktDGVsLG3UajUZmMqHoyVoja8Q',
  lastNameEncrypted: 'v1:f8-__pHvL219ytC_s977ZiNzOvfzFZunUv-urfxskFYoAAE',
  emailEncrypted: 'v1:UHneHax2x_C-ZpS5USBAd2RXFFK2xfR82A-8Ocpe21tFgmGQVMOOePwOPA',
  cardNumberEncrypted: 'v1:fRfwyCyx6b23gYPmSSkT5guTXA2cmSSwVdLOBtUsQRs',
  linkEmail: 'v1:nMhi6G-MV8VjayFq-4gHWqmq4FUeGxzroEMaLcMgtOi-jlc_en8dNF_T1w',
  outboxPayload: 'v1:_gJb6qvxDuIYUSB0DnfskbeS077urI1Yufmn7QikpEpuODh4qv4K_W4',
  keyCheck:
    'v1:VAiL8xg4ovQTwOO-_dbIfewlbeLnTCvvYV3Cl7fGaT4Wu7b9izV1IrADO4-94faowwtfWr79Hod6elG4jM9hfnIuj1ceNT4UeMFCeGZq2P5DPTxCIQ',
};

describe('AccountCipher and what identity stored before the declaration', () => {
  const sut = new AccountCipher({ DATA_ENCRYPTION_KEY: key } as IdentityConfig);

  it('opens an account, a link’s address, an outbox email and the key check', () => {
    const entity = Object.assign(new AccountEntity(), {
      id: accountId,
      ...writtenBefore,
      createdAt: new Date('2026-11-27T19:00:00Z'),
    });
    expect(sut.fromEntity(entity)).toMatchObject({
      firstName: 'Ann',
      lastName: 'Ñandú',
      email: 'Ann@Example.org',
      cardNumber: 'RS-1',
    });
    expect(sut.opensEmail(entity)).toBe(true);
    expect(sut.records.link.decryptField('email', { id: rowId }, writtenBefore.linkEmail)).toBe(
      'ann@example.org',
    );
    expect(
      sut.records.outbox.decryptField('payload', { id: rowId }, writtenBefore.outboxPayload),
    ).toBe('{"token":"t"}');
    expect(sut.opensKeyCheck(writtenBefore.keyCheck)).toBe(true);
  });

  it('does not open an account’s email under another account', () => {
    expect(sut.opensEmail({ id: rowId, emailEncrypted: writtenBefore.emailEncrypted })).toBe(false);
  });
});
