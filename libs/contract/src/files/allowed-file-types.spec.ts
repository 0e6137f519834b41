import { allowedTypeForName, fileExtension, looksAllowed } from './allowed-file-types.js';

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

  it('lets the form accept by media type or extension', () => {
    expect(looksAllowed({ name: 'scan', type: 'image/png' })).toBe(true);
    expect(looksAllowed({ name: 'scan.png', type: '' })).toBe(true);
    expect(looksAllowed({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });
});
