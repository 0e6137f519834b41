import { FieldCipher, FieldDecryptionError } from './field-cipher.js';

const key = 'a-data-encryption-key-of-at-least-32-chars';
const purpose = 'tests.fields/aes-256-gcm/v1';

describe('FieldCipher (AES-256-GCM at rest)', () => {
  const sut = new FieldCipher(key, purpose);

  it('gives the value back, and never the same ciphertext twice', () => {
    const first = sut.encrypt('ann@example.org', 'users.email:1');
    const second = sut.encrypt('ann@example.org', 'users.email:1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('ann');
    expect(sut.decrypt(first, 'users.email:1')).toBe('ann@example.org');
  });

  it('keeps any text whole, the empty one included', () => {
    for (const text of ['', 'Ñandú Ᏻ ᐊᐃᐅ 👩🏽‍🎓', 'x'.repeat(100_000)]) {
      expect(sut.decrypt(sut.encrypt(text, 'p:1'), 'p:1')).toBe(text);
    }
  });

  it('refuses a ciphertext moved to another column or row', () => {
    const stored = sut.encrypt('A123', 'users.card_number:1');
    expect(() => sut.decrypt(stored, 'users.email:1')).toThrow(FieldDecryptionError);
    expect(() => sut.decrypt(stored, 'users.card_number:2')).toThrow(FieldDecryptionError);
  });

  it('refuses a tampered or cut ciphertext', () => {
    const stored = sut.encrypt('Ann', 'users.first_name:1');
    const bytes = Buffer.from(stored.slice(3), 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => sut.decrypt(`v1:${bytes.toString('base64url')}`, 'users.first_name:1')).toThrow(
      FieldDecryptionError,
    );
    expect(() => sut.decrypt(stored.slice(0, 20), 'users.first_name:1')).toThrow(
      FieldDecryptionError,
    );
    expect(() => sut.decrypt('Ann', 'users.first_name:1')).toThrow(/unknown field encryption/);
  });

  it('cannot be read with another key, nor with a key of another purpose', () => {
    const stored = sut.encrypt('Ann', 'users.first_name:1');
    const otherKey = new FieldCipher('another-data-encryption-key-of-32-chars!', purpose);
    const otherPurpose = new FieldCipher(key, 'other.fields/aes-256-gcm/v1');
    for (const reader of [otherKey, otherPurpose]) {
      expect(() => reader.decrypt(stored, 'users.first_name:1')).toThrow(FieldDecryptionError);
    }
  });

  it('names the place in its error, never the value', () => {
    const stored = sut.encrypt('Wapistan', 'users.first_name:42');
    const error = (() => {
      try {
        sut.decrypt(stored, 'users.first_name:43');
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('it decrypted');
    })();
    expect(error.message).toContain('users.first_name:43');
    expect(error.message).not.toContain('Wapistan');
  });
});
