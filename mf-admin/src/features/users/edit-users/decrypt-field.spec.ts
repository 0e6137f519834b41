import AES from 'crypto-js/aes.js';
import { decryptField } from './decrypt-field.js';

const key = 'per-session-key-123';
const encrypted = (text: string, withKey = key) => AES.encrypt(text, withKey).toString();

describe('decryptField', () => {
  it("decrypts CryptoJS's passphrase format with the session key", () => {
    const value = encrypted('Ann');
    expect(value.startsWith('U2FsdGVkX1')).toBe(true);

    expect(decryptField(value, key)).toBe('Ann');
  });

  it('shows the raw value when it does not decrypt', () => {
    // 'Ann Member' under another session's key (fixed: a fresh salt could, rarely, decrypt to text).
    const otherSession = 'U2FsdGVkX1+CBfowviFoww1clMKfb65xr2Wkb+V1Spc=';

    expect(decryptField(otherSession, key)).toBe(otherSession);
    expect(decryptField('U2FsdGVkX1not-really-base64', key)).toBe('U2FsdGVkX1not-really-base64');
  });

  it('shows the raw value without a key', () => {
    const value = encrypted('Ann');

    expect(decryptField(value, null)).toBe(value);
  });

  it('leaves values that arrive in clear as they are, and reads a missing one as empty', () => {
    expect(decryptField('ann@example.ca', key)).toBe('ann@example.ca');
    expect(decryptField(undefined, key)).toBe('');
  });
});
