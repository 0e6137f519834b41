import type { FileRecord } from '../files/file-record.js';
import { nextTestId } from './sequence.js';

/** A file record as `/api/files` sends it, with fresh ids unless given them. */
export function testFileRecord(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    _id: nextTestId(),
    filename: nextTestId(),
    originalname: 'enrolment.pdf',
    size: 245_760,
    mimeType: 'application/pdf',
    user: { firstName: 'Ann', lastName: 'Member', email: 'ann@example.ca' },
    applicationId: nextTestId(),
    applicationName: 'Bursary 2026',
    applicantName: 'Ann Member',
    questionKey: '0-0',
    createdAt: '2026-09-15T16:00:05.000Z',
    ...overrides,
  };
}
