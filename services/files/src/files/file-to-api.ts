import type { FileRecord } from '@portal/contract';
import type { StoredFileEntity } from './stored-file.entity.js';

/**
 * A row as spec §3's File record. The uploader's and applicant's names are not kept by this
 * service (personal data stays with identity and applications, decisions §5), so they are null.
 */
export function toApiFile(row: StoredFileEntity): FileRecord {
  return {
    _id: row.id,
    filename: row.objectKey,
    originalname: row.originalName,
    size: Number(row.sizeBytes),
    mimeType: row.mediaType,
    user: { firstName: null, lastName: null, email: null },
    applicationId: row.applicationId,
    applicationName: row.applicationName,
    applicantName: null,
    questionKey: row.questionKey,
    createdAt: row.createdAt.toISOString(),
  };
}
