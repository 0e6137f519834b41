import type { FileRecord } from '@portal/contract/files';

let filesMade = 0;

/** A UUID-shaped id of its own for each file made (the contract's schema checks the shape). */
function uuidOf(kind: number, made: number): string {
  return `00000000-0000-4000-${8000 + kind}-${String(made).padStart(12, '0')}`;
}

/**
 * A file record as `GET /api/files/admin/all` sends it: its own id, object name and
 * application, a PDF of 2 KB uploaded by its applicant, unless told otherwise.
 */
export function testFile(overrides: Partial<FileRecord> = {}): FileRecord {
  filesMade += 1;
  return {
    _id: uuidOf(1, filesMade),
    filename: uuidOf(2, filesMade),
    originalname: `document-${filesMade}.pdf`,
    size: 2048,
    mimeType: 'application/pdf',
    user: { firstName: 'Ann', lastName: 'Member', email: 'ann@example.ca' },
    applicationId: uuidOf(3, filesMade),
    applicationName: 'Bursary 2026',
    applicantName: 'Ann Member',
    questionKey: '0-0',
    createdAt: '2026-09-15T16:00:00.000Z',
    ...overrides,
  };
}
