import { FieldCipher, FieldDecryptionError } from './field-cipher.js';
import {
  asJson,
  encryptedRecord,
  FieldEncryption,
  type FieldBuilders,
} from './encrypted-fields.js';

const key = 'a-data-encryption-key-of-at-least-32-chars';
const purpose = 'tests.fields/aes-256-gcm/v1';

const declaration = {
  purpose,
  keyCheck: { text: 'tests: the key of the stored rows', place: 'encryption_key_check.value:1' },
  records: {
    person: encryptedRecord((field: FieldBuilders<{ id: string }>) => ({
      name: field.required('nameEncrypted', ({ id }) => `people.name:${id}`),
      nickname: field.optional('nicknameEncrypted', ({ id }) => `people.nickname:${id}`),
      answers: field.required(
        'answersEncrypted',
        ({ id }) => `people.answers:${id}`,
        asJson<{ q: string[] }>(),
      ),
    })),
  },
};

describe('FieldEncryption (a service declares its encrypted columns)', () => {
  const sut = new FieldEncryption(key, declaration);
  const person = { name: 'Ñandú 👩🏽‍🎓', nickname: null, answers: { q: ['a', 'b'] } };

  it('turns a clear record into its columns and back, null staying null', () => {
    const sealed = sut.records.person.encrypt({ id: '1' }, person);
    expect(Object.keys(sealed).sort()).toEqual([
      'answersEncrypted',
      'nameEncrypted',
      'nicknameEncrypted',
    ]);
    expect(sealed.nicknameEncrypted).toBeNull();
    expect(JSON.stringify(sealed)).not.toMatch(/Ñandú|"a"/);
    expect(sut.records.person.decrypt({ id: '1' }, sealed)).toEqual(person);
  });

  it('writes exactly what FieldCipher writes at the declared place, and reads what it wrote', () => {
    const fields = new FieldCipher(key, purpose);
    const writtenByHand = {
      nameEncrypted: fields.encrypt('Ann', 'people.name:7'),
      nicknameEncrypted: fields.encrypt('Annie', 'people.nickname:7'),
      answersEncrypted: fields.encrypt(JSON.stringify({ q: ['x'] }), 'people.answers:7'),
    };
    expect(sut.records.person.decrypt({ id: '7' }, writtenByHand)).toEqual({
      name: 'Ann',
      nickname: 'Annie',
      answers: { q: ['x'] },
    });
    const written = sut.records.person.encrypt(
      { id: '7' },
      { name: 'Bob', nickname: 'B', answers: { q: [] } },
    );
    expect(fields.decrypt(written.nameEncrypted, 'people.name:7')).toBe('Bob');
    expect(fields.decrypt(written.nicknameEncrypted!, 'people.nickname:7')).toBe('B');
  });

  it('refuses a value copied to another row or another column', () => {
    const sealed = sut.records.person.encrypt({ id: '1' }, { ...person, nickname: 'Nan' });
    expect(() => sut.records.person.decrypt({ id: '2' }, sealed)).toThrow(FieldDecryptionError);
    expect(() =>
      sut.records.person.decrypt(
        { id: '1' },
        { ...sealed, nameEncrypted: sealed.nicknameEncrypted! },
      ),
    ).toThrow(/people\.name:1/);
  });

  it('encrypts and decrypts one field alone', () => {
    const stored = sut.records.person.encryptField('name', { id: '3' }, 'Cy');
    expect(sut.records.person.decryptField('name', { id: '3' }, stored)).toBe('Cy');
  });

  it('refuses a required field with no value rather than storing null', () => {
    expect(() =>
      sut.records.person.encrypt({ id: '1' }, { ...person, name: null as unknown as string }),
    ).toThrow(/nameEncrypted is declared required/);
  });

  it('keeps a key check only this key and this purpose open', () => {
    const stored = sut.keyCheckValue();
    expect(sut.opensKeyCheck(stored)).toBe(true);
    const otherKey = new FieldEncryption('another-data-encryption-key-of-32-chars!', declaration);
    const otherPurpose = new FieldEncryption(key, { ...declaration, purpose: 'other/v1' });
    expect(otherKey.opensKeyCheck(stored)).toBe(false);
    expect(otherPurpose.opensKeyCheck(stored)).toBe(false);
    expect(sut.opensKeyCheck('not a ciphertext')).toBe(false);
  });
});
