import type { FileRecord } from '@portal/contract';
import type { FileCipher } from './file.cipher.js';
import type { StoredFileEntity } from './stored-file.entity.js';

/** A row as spec §3's File record, field by field, the people decrypted. */
export function toApiFile(row: StoredFileEntity, cipher: FileCipher): FileRecord {
  const people = cipher.records.people.decrypt(row, row);
  return {
    _id: row.id,
    filename: row.objectKey,
    originalname: row.originalName,
    size: Number(row.sizeBytes),
    mimeType: row.mediaType,
    user: {
      firstName: people.uploaderFirstName,
      lastName: people.uploaderLastName,
      email: people.uploaderEmail,
    },
    applicantName: people.applicantName,
    applicationId: row.applicationId,
    applicationName: row.applicationName,
    questionKey: row.questionKey,
    createdAt: row.createdAt.toISOString(),
  };
}
