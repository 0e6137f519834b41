import CryptoJS from 'crypto-js';
import { decryptSalted, encryptSalted } from './openssl-salted.js';

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
