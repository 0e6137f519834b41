import { FileCipher } from './file.cipher.js';

/**
 * Written by the hand-written FileCipher this declaration replaced, with this key: the names
 * already stored must open unchanged.
 */
const key = 'vectors-written-by-the-hand-written-ciphers-01';
const fileId = '0b7d5c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const writtenBefore = {
  uploaderFirstNameEncrypted: 'v1:SjnbqfADPKbthR9a4btEKyf3TZQkjJFkkhS3bikmGg',
  uploaderLastNameEncrypted: 'v1:hrt0M6XmjEvNjmDpm9WEK0MzGgbXLzKUDBuNkgMWgGIOF1Q',
  uploaderEmailEncrypted: 'v1:SynVRO1MntgRJsdM8Z87cIC-zP2DQP-9QWWxZYFQKoGKv8R8H2tK2dlAAg',
  applicantNameEncrypted: 'v1:6pEWAQDl57qV_FX9F2C2Fkj6qPMLt-ZgXywOoz5zBSU0U2PxyG3QEbA',
};
const keyCheckWrittenBefore =
  'v1:NJPH0zfdG_Y9bqEnQYwrBn9q8uJ0PRpgxEWLDf5kie9X-qvNX-lb4ViEp-2YWNIA2wOUpTHqLmGRs9HTE-axVBDFfYK1Ble6VjQuOALo3Q';

describe('FileCipher and the files already stored', () => {
  const sut = new FileCipher(key);

  it('opens the people and the key check written before the declaration', () => {
    expect(sut.records.people.decrypt({ id: fileId }, writtenBefore)).toEqual({
      uploaderFirstName: 'Ann',
      uploaderLastName: 'Ñandú',
      uploaderEmail: 'ann@example.org',
      applicantName: 'Bob Applicant',
    });
    expect(sut.opensKeyCheck(keyCheckWrittenBefore)).toBe(true);
  });

  it('keeps a missing applicant name as null, and binds each value to its row', () => {
    const sealed = sut.records.people.encrypt(
      { id: fileId },
      {
        uploaderFirstName: 'Rita',
        uploaderLastName: 'Staff',
        uploaderEmail: 'r@example.org',
        applicantName: null,
      },
    );
    expect(sealed.applicantNameEncrypted).toBeNull();
    expect(() => sut.records.people.decrypt({ id: 'another-file' }, sealed)).toThrow(
      /files\.uploader_first_name:another-file/,
    );
  });
});
