import { Inject, Injectable } from '@nestjs/common';
import { encryptedRecord, FieldEncryption, type FieldBuilders } from '@portal/field-crypto';

export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/** Each value bound to its column and row, so a value moved elsewhere does not decrypt. */
const place =
  (column: string) =>
  ({ id }: { id: string }) =>
    `files.${column}:${id}`;

/**
 * The uploader's and applicant's names and email (spec §3's `user` and `applicantName`, as the
 * upload learnt them), encrypted at rest with AES-256-GCM under a key derived from
 * DATA_ENCRYPTION_KEY for this service alone (decisions §5). The purpose, the key check and the
 * places are part of the stored format: never change them, never reuse another service's.
 */
export const fileEncryption = {
  purpose: 'files.fields/aes-256-gcm/v1',
  keyCheck: {
    text: 'files: the key the stored names were encrypted with',
    place: 'files.encryption_key_check.value:1',
  },
  records: {
    people: encryptedRecord((field: FieldBuilders<{ id: string }>) => ({
      uploaderFirstName: field.required('uploaderFirstNameEncrypted', place('uploader_first_name')),
      uploaderLastName: field.required('uploaderLastNameEncrypted', place('uploader_last_name')),
      uploaderEmail: field.required('uploaderEmailEncrypted', place('uploader_email')),
      applicantName: field.optional('applicantNameEncrypted', place('applicant_name')),
    })),
  },
};

/** The declaration above with the service's key, for injection (`cipher.records.people`). */
@Injectable()
export class FileCipher extends FieldEncryption<typeof fileEncryption.records> {
  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    super(dataEncryptionKey, fileEncryption);
  }
}
