import { allowedTypeForName, invalidFileTypeMessage, type AllowedFileType } from '@portal/contract';
import { fileTypeFromBuffer } from 'file-type';
import { officePackageKind } from './office-zip.js';

/** How many first bytes of an upload are held back to decide its type. */
export const typeDecisionHeadBytes = 64 * 1024;

/** The OLE compound file (CFB) signature of .doc and .xls. */
const compoundFileSignature = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/**
 * Decides an upload's type from its name's extension AND its first bytes (decisions §4): both
 * must name the same allowed type, or there is none (415). The content decides the type
 * recorded and served; the extension only has to agree with it.
 */
export async function decideFileType(
  head: Buffer,
  originalName: string,
): Promise<AllowedFileType | undefined> {
  const claimed = allowedTypeForName(originalName);
  if (!claimed || head.length === 0) return undefined;
  return (await contentMatches(head, claimed.extension)) ? claimed : undefined;
}

async function contentMatches(
  head: Buffer,
  extension: AllowedFileType['extension'],
): Promise<boolean> {
  switch (extension) {
    case 'docx':
    case 'xlsx':
      return officePackageKind(head) === extension;
    case 'doc':
    case 'xls':
      // Word and Excel 97–2003 are both OLE containers; telling them apart means reading the
      // directory, which may lie past the first bytes. The container is what is checked.
      return head.subarray(0, compoundFileSignature.length).equals(compoundFileSignature);
    case 'pdf':
    case 'png':
    case 'jpg':
    case 'jpeg': {
      const sniffed = await fileTypeFromBuffer(head);
      const expected = extension === 'jpeg' ? 'jpg' : extension;
      return sniffed?.ext === expected;
    }
  }
}

/**
 * Why an upload's type was refused, as the member is told: a name that claims an allowed type
 * whose bytes are something else is named for what it claimed ("This file is not a real PDF."),
 * so the member does not read the list of allowed types and wonder why their PDF is not one; an
 * empty file says so; a name that claims no allowed type gets spec §5's sentence.
 */
export function typeRefusalMessage(originalName: string, bytes: number): string {
  const claimed = allowedTypeForName(originalName);
  if (!claimed) return invalidFileTypeMessage;
  if (bytes === 0) return 'This file is empty.';
  return `This file is not a real ${claimed.extension.toUpperCase()}.`;
}
