import { Inject, Injectable } from '@nestjs/common';
import type { FileRecord } from '@portal/contract';
import { FieldCipher } from '@portal/field-crypto';
import type { StoredFileEntity } from './stored-file.entity.js';

export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/** Part of the stored format: never change it, never reuse another service's. */
export const fileKeyPurpose = 'files.fields/aes-256-gcm/v1';

/** The people of a file as spec §3 shows them, in clear (what the upload learnt). */
export interface FilePeople {
  uploader: { firstName: string; lastName: string; email: string };
  applicantName: string | null;
}

type PeopleColumns = Pick<
  StoredFileEntity,
  | 'id'
  | 'uploaderFirstNameEncrypted'
  | 'uploaderLastNameEncrypted'
  | 'uploaderEmailEncrypted'
  | 'applicantNameEncrypted'
>;

const keyCheckText = 'files: the key the stored names were encrypted with';
const keyCheckPlace = 'files.encryption_key_check.value:1';

/** Each value bound to its column and row, so a value moved elsewhere does not decrypt. */
const place = (column: string, id: string) => `files.${column}:${id}`;

/**
 * The uploader's and applicant's names and email, encrypted at rest with AES-256-GCM under a key
 * derived from DATA_ENCRYPTION_KEY for this service alone (decisions §5).
 */
@Injectable()
export class FileCipher {
  private readonly fields: FieldCipher;

  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    this.fields = new FieldCipher(dataEncryptionKey, fileKeyPurpose);
  }

  encrypt(id: string, people: FilePeople): Omit<PeopleColumns, 'id'> {
    return {
      uploaderFirstNameEncrypted: this.fields.encrypt(
        people.uploader.firstName,
        place('uploader_first_name', id),
      ),
      uploaderLastNameEncrypted: this.fields.encrypt(
        people.uploader.lastName,
        place('uploader_last_name', id),
      ),
      uploaderEmailEncrypted: this.fields.encrypt(
        people.uploader.email,
        place('uploader_email', id),
      ),
      applicantNameEncrypted:
        people.applicantName === null
          ? null
          : this.fields.encrypt(people.applicantName, place('applicant_name', id)),
    };
  }

  /** A known text encrypted with this key (nest-kit's encryptionKeyCheck). */
  keyCheckValue(): string {
    return this.fields.encrypt(keyCheckText, keyCheckPlace);
  }

  opensKeyCheck(stored: string): boolean {
    try {
      return this.fields.decrypt(stored, keyCheckPlace) === keyCheckText;
    } catch {
      return false;
    }
  }

  decrypt(row: PeopleColumns): Pick<FileRecord, 'user' | 'applicantName'> {
    return {
      user: {
        firstName: this.fields.decrypt(
          row.uploaderFirstNameEncrypted,
          place('uploader_first_name', row.id),
        ),
        lastName: this.fields.decrypt(
          row.uploaderLastNameEncrypted,
          place('uploader_last_name', row.id),
        ),
        email: this.fields.decrypt(row.uploaderEmailEncrypted, place('uploader_email', row.id)),
      },
      applicantName:
        row.applicantNameEncrypted === null
          ? null
          : this.fields.decrypt(row.applicantNameEncrypted, place('applicant_name', row.id)),
    };
  }
}
