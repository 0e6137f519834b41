import { NoticeCipher } from './notice.cipher.js';

/**
 * Written by the hand-written NoticeCipher this declaration replaced, with this key: what is
 * stored already must open unchanged, and what is written now must open the same way.
 */
const key = 'vectors-written-by-the-hand-written-ciphers-01';
const noticeId = '0b7d5c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const writtenBefore = {
  message: 'v1:PM6jITgPv1KzhQpG5BI5imuJdN3G0CpB_5oC-_pAffCVn4H3L3Fjjdz29vkuMCt8Kg',
  keyCheck:
    'v1:ccBPy8sFbzKlADPRsBFepUZg_3cwTkyJ0-rnEinAvVgknavALRGcINPODpm_bHyufEMMTIwNUriB7drzYMpW',
};

describe('NoticeCipher and the notices already stored', () => {
  const sut = new NoticeCipher(key);

  it('opens a message and the key check written before the declaration', () => {
    expect(
      sut.records.notice.decryptField('message', { id: noticeId }, writtenBefore.message),
    ).toBe('Please add the budget');
    expect(sut.opensKeyCheck(writtenBefore.keyCheck)).toBe(true);
  });

  it('binds a message to its notice', () => {
    const stored = sut.records.notice.encryptField('message', { id: noticeId }, 'Approved');
    expect(sut.records.notice.decryptField('message', { id: noticeId }, stored)).toBe('Approved');
    expect(() =>
      sut.records.notice.decryptField('message', { id: 'another-notice' }, stored),
    ).toThrow(/notices\.message:another-notice/);
  });
});
