import CryptoJS from 'crypto-js';
import { FieldCipher } from './field-cipher.js';
import { LookupHash } from './lookup-hash.js';
import { decryptSalted, encryptSalted } from './openssl-salted.js';

const key = 'a-data-encryption-key-of-at-least-32-chars';

describe('FieldCipher (AES-256-GCM at rest)', () => {
  const sut = new FieldCipher(key);

  it('gives the value back, and never the same ciphertext twice', () => {
    const first = sut.encrypt('ann@example.org', 'users.email:1');
    const second = sut.encrypt('ann@example.org', 'users.email:1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('ann');
    expect(sut.decrypt(first, 'users.email:1')).toBe('ann@example.org');
  });

  it('refuses a ciphertext moved to another column or row', () => {
    const stored = sut.encrypt('A123', 'users.card_number:1');
    expect(() => sut.decrypt(stored, 'users.email:1')).toThrow();
    expect(() => sut.decrypt(stored, 'users.card_number:2')).toThrow();
  });

  it('refuses a tampered ciphertext', () => {
    const stored = sut.encrypt('Ann', 'users.first_name:1');
    const bytes = Buffer.from(stored.slice(3), 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => sut.decrypt(`v1:${bytes.toString('base64url')}`, 'users.first_name:1')).toThrow();
  });

  it('cannot be read with another key', () => {
    const stored = sut.encrypt('Ann', 'users.first_name:1');
    expect(() =>
      new FieldCipher('another-data-encryption-key-of-32-chars!').decrypt(
        stored,
        'users.first_name:1',
      ),
    ).toThrow();
  });
});

describe('LookupHash', () => {
  const sut = new LookupHash(key);

  it('finds an email whatever its case and spacing', () => {
    expect(sut.email(' Ann@Example.ORG ')).toBe(sut.email('ann@example.org'));
    expect(sut.email('ann@example.org')).not.toBe(sut.email('bob@example.org'));
  });

  it('finds a card number whatever its spacing, hyphens and case', () => {
    expect(sut.cardNumber('ab-12 34')).toBe(sut.cardNumber('AB1234'));
  });

  it('depends on the key, so a stolen table cannot be matched against guesses', () => {
    expect(
      new LookupHash('another-data-encryption-key-of-32-chars!').email('ann@example.org'),
    ).not.toBe(sut.email('ann@example.org'));
  });
});

describe('the salted format of decisions §5', () => {
  it('is what CryptoJS decrypts with the session key, starting with U2FsdGVkX1', () => {
    const encrypted = encryptSalted('Ann Ñandú', 'session-key-123');
    expect(encrypted.startsWith('U2FsdGVkX1')).toBe(true);
    expect(CryptoJS.AES.decrypt(encrypted, 'session-key-123').toString(CryptoJS.enc.Utf8)).toBe(
      'Ann Ñandú',
    );
  });

  it('reads what CryptoJS encrypts', () => {
    const fromCryptoJs = CryptoJS.AES.encrypt('staff', 'session-key-123').toString();
    expect(decryptSalted(fromCryptoJs, 'session-key-123')).toBe('staff');
  });
});
