import { allowedFileTypes } from '@portal/contract';
import { fixtures } from '../../test/file-fixtures.js';
import { displayName } from './files.service.js';
import { decideFileType } from './file-type-decision.js';

/** Each allowed type real and truncated, and impostors under every allowed extension. */
const real: Record<string, Buffer> = {
  pdf: fixtures.pdf,
  doc: fixtures.ole,
  docx: fixtures.docx,
  xls: fixtures.ole,
  xlsx: fixtures.xlsx,
  jpg: fixtures.jpeg,
  jpeg: fixtures.jpeg,
  png: fixtures.png,
};

const impostors: Record<string, Buffer> = {
  'a Windows executable': fixtures.windowsExecutable,
  'an ELF executable': Buffer.concat([Buffer.from('7f454c46', 'hex'), Buffer.alloc(60)]),
  HTML: fixtures.html,
  SVG: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  'a shell script': Buffer.from('#!/bin/sh\nrm -rf /\n'),
  'plain text': fixtures.text,
  'a generic zip': fixtures.genericZip,
  'an empty file': Buffer.alloc(0),
};

describe('the type of an upload: extension and content together', () => {
  const extensions = allowedFileTypes.map((type) => type.extension);

  it.each(extensions)('takes a real .%s', async (extension) => {
    expect((await decideFileType(real[extension], `file.${extension}`))?.extension).toBe(extension);
  });

  it.each(extensions)(
    'takes a .%s cut short after its signature (the first bytes decide)',
    async (extension) => {
      const cut = real[extension].subarray(0, extension.endsWith('x') ? 120 : 16);
      const expected = extension.endsWith('x') ? undefined : extension;
      expect((await decideFileType(cut, `file.${extension}`))?.extension).toBe(expected);
    },
  );

  for (const [what, content] of Object.entries(impostors)) {
    it.each(extensions)(`refuses ${what} named .%s`, async (extension) => {
      expect(await decideFileType(content, `file.${extension}`)).toBeUndefined();
    });
  }

  it('refuses real files under another allowed extension, or none', async () => {
    expect(await decideFileType(fixtures.pdf, 'file.png')).toBeUndefined();
    expect(await decideFileType(fixtures.docx, 'file.doc')).toBeUndefined();
    expect(await decideFileType(fixtures.ole, 'file.docx')).toBeUndefined();
    expect(await decideFileType(fixtures.pdf, 'pdf')).toBeUndefined();
    expect(await decideFileType(fixtures.pdf, 'file.pdf.exe')).toBeUndefined();
  });
});

describe('the name shown for an upload', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\scan.png', 'scan.png'],
    ['nul\u0000byte.pdf', 'nulbyte.pdf'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['📄 résumé.docx', '📄 résumé.docx'],
    ['   ', 'file'],
  ])('%j is shown as %j', (given, shown) => {
    expect(displayName(given)).toBe(shown);
  });

  it('keeps at most 255 characters, and the extension', () => {
    const shown = displayName(`${'a'.repeat(300)}.pdf`);
    expect(shown).toHaveLength(255);
    expect(shown.endsWith('a.pdf')).toBe(true);
  });
});
