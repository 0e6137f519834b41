/**
 * The entry names of a zip's local file headers found in its first bytes, read without
 * inflating anything: what tells a Word or Excel package (an OOXML zip holding
 * `[Content_Types].xml` and `word/` or `xl/` parts) from any other zip renamed .docx.
 *
 * Why our own reader: the upload is streamed, so the central directory at the end is not there
 * when the type must be decided, and the libraries in the tree (file-type, adm-zip) either read
 * the central directory or inflate `[Content_Types].xml`. Local headers are at the start, in
 * order, and Office writes `[Content_Types].xml` first. The reader scans for every local header
 * signature rather than hopping by compressed size, so entries written with a data descriptor
 * (size 0 in the local header) are found too.
 */
const localHeaderSignature = 0x04034b50;
const localHeaderLength = 30;

export function zipEntryNamesInHead(head: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + localHeaderLength <= head.length; offset += 1) {
    if (head.readUInt32LE(offset) !== localHeaderSignature) continue;
    const nameLength = head.readUInt16LE(offset + 26);
    const nameStart = offset + localHeaderLength;
    if (nameLength === 0 || nameStart + nameLength > head.length) continue;
    names.push(head.subarray(nameStart, nameStart + nameLength).toString('utf8'));
    offset = nameStart + nameLength - 1;
  }
  return names;
}

export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === localHeaderSignature;
}

/** The OOXML package a zip's first bytes show, if any. */
export function officePackageKind(head: Buffer): 'docx' | 'xlsx' | undefined {
  if (!isZip(head)) return undefined;
  const names = zipEntryNamesInHead(head);
  if (!names.includes('[Content_Types].xml')) return undefined;
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  return undefined;
}
