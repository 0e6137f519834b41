export { FieldCipher, FieldDecryptionError } from './field-cipher.js';
export { deriveKey } from './key-derivation.js';
export { LookupHash } from './lookup-hash.js';
export {
  asJson,
  asText,
  encryptedRecord,
  EncryptedRecord,
  FieldEncryption,
} from './encrypted-fields.js';
export type {
  ClearOf,
  EncryptedField,
  FieldBuilders,
  FieldCodec,
  FieldEncryptionDeclaration,
  RecordDeclaration,
  SealedOf,
} from './encrypted-fields.js';
