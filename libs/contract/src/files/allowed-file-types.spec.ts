import {
  allowedTypeForName,
  fileExtension,
  fileInputAccept,
  isAllowedUpload,
} from './allowed-file-types.js';

describe('allowed file types (spec §5)', () => {
  it('reads the last extension in any case, and none for dot files or trailing dots', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('name.')).toBe('');
    expect(fileExtension('noextension')).toBe('');
  });

  it('knows the eight extensions and nothing else', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.jpg', 'a.jpeg', 'a.png'])
      expect(allowedTypeForName(name)).toBeDefined();
    for (const name of ['a.txt', 'a.exe', 'a.svg', 'a.html', 'a.pdf.exe'])
      expect(allowedTypeForName(name)).toBeUndefined();
  });

  describe('isAllowedUpload, the check before sending', () => {
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
      // The files service reads no extension in a dot file's name, so the form does not either.
      ['.pdf', 'application/pdf'],
    ])('refuses %s (%p)', (name, type) => {
      expect(isAllowedUpload({ name, type })).toBe(false);
    });
  });

  it('offers the eight extensions to the file picker', () => {
    expect(fileInputAccept).toBe('.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png');
  });
});
