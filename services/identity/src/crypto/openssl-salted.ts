import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const magic = Buffer.from('Salted__', 'utf8');

/**
 * The OpenSSL "salted" format CryptoJS produces with a passphrase (decisions §5):
 * base64("Salted__" | 8-byte salt | AES-256-CBC ciphertext), key and IV from EVP_BytesToKey
 * with MD5. The admin screen decrypts it with CryptoJS. MD5 here is the format's key
 * derivation, not our choice; the values are also protected by TLS.
 */
export function encryptSalted(plaintext: string, passphrase: string): string {
  const salt = randomBytes(8);
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([magic, salt, ciphertext]).toString('base64');
}

export function decryptSalted(encoded: string, passphrase: string): string {
  const bytes = Buffer.from(encoded, 'base64');
  if (!bytes.subarray(0, 8).equals(magic)) throw new Error('not in the salted format');
  const salt = bytes.subarray(8, 16);
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), salt);
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');
}

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: 32 bytes of key, then 16 of IV. */
function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}
