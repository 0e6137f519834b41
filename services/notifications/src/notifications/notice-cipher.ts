import { Inject, Injectable } from '@nestjs/common';
import { FieldCipher } from '@portal/field-crypto';

/** Injection token of DATA_ENCRYPTION_KEY, the portal's key for personal data at rest. */
export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/**
 * The HKDF purpose of this service's key: its own, never another service's, so that one
 * service's key opens none of the other's data. Part of the stored format: never change it.
 */
export const noticeKeyPurpose = 'notifications.fields/aes-256-gcm/v1';

/**
 * What a reviewer wrote to an applicant with a decision or a request (their data, decisions §5)
 * is kept with its notice only until the notice's email is sent, encrypted, bound to its notice:
 * a ciphertext copied to another notice does not open. Names and addresses are never kept here
 * (they are asked of identity when an email is written).
 */
@Injectable()
export class NoticeCipher {
  private readonly fields: FieldCipher;

  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    this.fields = new FieldCipher(dataEncryptionKey, noticeKeyPurpose);
  }

  encryptMessage(noticeId: string, message: string): string {
    return this.fields.encrypt(message, places.message(noticeId));
  }

  decryptMessage(noticeId: string, stored: string): string {
    return this.fields.decrypt(stored, places.message(noticeId));
  }

  /** A value only this key opens, kept to tell at start whether the key is the data's (nest-kit's encryptionKeyCheck). */
  keyCheckValue(): string {
    return this.fields.encrypt(keyCheckText, places.keyCheck);
  }

  opensKeyCheck(stored: string): boolean {
    try {
      return this.fields.decrypt(stored, places.keyCheck) === keyCheckText;
    } catch {
      return false;
    }
  }
}

const keyCheckText = 'the key of the notifications schema';

const places = {
  message: (noticeId: string) => `notices.message:${noticeId}`,
  keyCheck: 'encryption_key_check.value:1',
};
