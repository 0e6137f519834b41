import { deriveKey } from './key-derivation.js';

describe('deriveKey (HKDF-SHA-256)', () => {
  it('gives 32 bytes, the same for the same secret and purpose', () => {
    const key = deriveKey('a-data-encryption-key-of-at-least-32-chars', 'a/v1');
    expect(key).toHaveLength(32);
    expect(deriveKey('a-data-encryption-key-of-at-least-32-chars', 'a/v1')).toEqual(key);
  });

  it('gives independent keys for two purposes', () => {
    const secret = 'a-data-encryption-key-of-at-least-32-chars';
    expect(deriveKey(secret, 'a/v1').equals(deriveKey(secret, 'b/v1'))).toBe(false);
  });

  it('keeps the stored format: the same key as when the portal first stored data', () => {
    // Written by identity's key derivation before it moved here (salt and HKDF unchanged).
    expect(
      deriveKey('jwt-secret-written-before-the-move-0123456', 'session.encryption-key/v1').toString(
        'base64url',
      ),
    ).toBe('qgMOZgkDTd-k-Eu4nb1L1cBaflUjIqdrLMYYuuV5YkA');
  });
});
