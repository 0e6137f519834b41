import { zipOf } from '../../test/file-fixtures.js';
import { officePackageKind, zipEntryNamesInHead } from './office-zip.js';

describe('office packages by their local zip headers', () => {
  it('reads the entry names without inflating', () => {
    const zip = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' });
    expect(zipEntryNamesInHead(zip)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']),
    );
  });

  it('tells docx from xlsx from any other zip', () => {
    expect(officePackageKind(zipOf({ '[Content_Types].xml': 'x', 'word/a.xml': 'y' }))).toBe(
      'docx',
    );
    expect(officePackageKind(zipOf({ '[Content_Types].xml': 'x', 'xl/a.xml': 'y' }))).toBe('xlsx');
    expect(officePackageKind(zipOf({ 'word/a.xml': 'y' }))).toBeUndefined();
    expect(
      officePackageKind(zipOf({ '[Content_Types].xml': 'x', 'ppt/a.xml': 'y' })),
    ).toBeUndefined();
    expect(officePackageKind(Buffer.from('not a zip at all'))).toBeUndefined();
  });

  it('ignores a header whose name runs past the bytes it has (a truncated head)', () => {
    const zip = zipOf({ '[Content_Types].xml': 'x', 'word/a.xml': 'y' });
    expect(officePackageKind(zip.subarray(0, 40))).toBeUndefined();
  });
});
