import { acceptedUploads, isAllowedUpload } from './allowed-uploads.js';

describe('isAllowedUpload', () => {
  it.each([
    ['transcript.pdf', 'application/pdf'],
    ['letter.doc', 'application/msword'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['budget.xls', 'application/vnd.ms-excel'],
    ['budget.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['card.jpg', 'image/jpeg'],
    ['card.jpeg', 'image/jpeg'],
    ['card.png', 'image/png'],
    ['SCAN.PDF', 'application/pdf'],
    ['my.report.final.docx', ''],
    ['letter.docx', 'application/octet-stream'],
  ])('takes %s (%p)', (name, type) => {
    expect(isAllowedUpload({ name, type })).toBe(true);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['setup.exe', 'application/x-msdownload'],
    ['photo.heic', 'image/heic'],
    ['no-extension', 'application/pdf'],
    ['pdf', 'application/pdf'],
    ['.pdf.', 'application/pdf'],
    ['transcript.pdf', 'text/html'],
    ['archive.pdf.zip', 'application/zip'],
    ['toString', ''],
    ['x.constructor', ''],
  ])('refuses %s (%p)', (name, type) => {
    expect(isAllowedUpload({ name, type })).toBe(false);
  });

  it('offers the eight extensions to the file picker', () => {
    expect(acceptedUploads).toBe('.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png');
  });
});
