import { crc32 } from 'node:zlib';

/**
 * Tiny real files of each allowed type, and impostors, made here so the tests hold no binaries.
 */

/** A stored (uncompressed) zip of the given entries, with local headers and central directory. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="${main}"/></Types>`;

export const fixtures = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    Buffer.from('0000000100000001080600000001f15c4800000000', 'hex'),
  ]),
  jpeg: Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(64),
    Buffer.from('ffd9', 'hex'),
  ]),
  docx: zipOf({
    '[Content_Types].xml': contentTypes('/word/document.xml'),
    'word/document.xml': '<w:document/>',
  }),
  xlsx: zipOf({
    '[Content_Types].xml': contentTypes('/xl/workbook.xml'),
    'xl/workbook.xml': '<workbook/>',
  }),
  /** The OLE (CFB) header of Word and Excel 97–2003, padded to a sector. */
  ole: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]),
  genericZip: zipOf({ 'notes.txt': 'hello', 'more/data.bin': 'x' }),
  text: Buffer.from('just some text, not a PDF\n'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  windowsExecutable: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
};
