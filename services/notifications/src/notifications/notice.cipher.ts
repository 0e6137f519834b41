import { Inject, Injectable } from '@nestjs/common';
import { encryptedRecord, FieldEncryption, type FieldBuilders } from '@portal/field-crypto';

/** Injection token of DATA_ENCRYPTION_KEY, the portal's key for personal data at rest. */
export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/**
 * What a reviewer wrote to an applicant with a decision or a request (their data, decisions §5)
 * is kept with its notice only until the notice's email is sent, encrypted, bound to its notice:
 * a ciphertext copied to another notice does not open. Names and addresses are never kept here
 * (they are asked of identity when an email is written).
 *
 * The purpose, the key check and the places are part of the stored format: never change them.
 * The purpose is this service's own, so that no other service's key opens these values.
 */
export const noticeEncryption = {
  purpose: 'notifications.fields/aes-256-gcm/v1',
  keyCheck: { text: 'the key of the notifications schema', place: 'encryption_key_check.value:1' },
  records: {
    notice: encryptedRecord((field: FieldBuilders<{ id: string }>) => ({
      message: field.required('messageEncrypted', ({ id }) => `notices.message:${id}`),
    })),
  },
};

/** The declaration above with the service's key, for injection (`cipher.records.notice`). */
@Injectable()
export class NoticeCipher extends FieldEncryption<typeof noticeEncryption.records> {
  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    super(dataEncryptionKey, noticeEncryption);
  }
}
