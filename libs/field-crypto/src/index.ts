export { FieldCipher, FieldDecryptionError } from './field-cipher.js';
export { deriveKey } from './key-derivation.js';
export { LookupHash } from './lookup-hash.js';
