import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { headerBlock, headerValue } from './message-headers.js';

/** One email the SMTP receiver wrote (embedded-smtp.ts), with the headers tools look at. */
export interface FolderEmail {
  file: string;
  messageId: string;
  /** The To header as written (`"Name" <address>`). */
  to: string;
  /** When the file was written (its modification time). */
  writtenAt: Date;
  /** The whole message as it arrived. */
  raw: string;
}

/**
 * Every email in a folder the receiver writes (embedded-smtp.ts), oldest first (by the time each
 * file was written, as its name tells nothing of that): for the tests and the benchmark, which
 * read back what the portal sent. A missing folder is an empty one.
 */
export async function readMailFolder(folder: string): Promise<FolderEmail[]> {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const emails = await Promise.all(
    files.map(async (file) => {
      const full = path.join(folder, file);
      const [raw, status] = await Promise.all([readFile(full, 'utf8'), stat(full)]);
      const headers = headerBlock(raw);
      return {
        file,
        messageId: headerValue(headers, 'Message-ID'),
        to: headerValue(headers, 'To'),
        writtenAt: status.mtime,
        raw,
      };
    }),
  );
  return emails.sort(
    (a, b) => a.writtenAt.getTime() - b.writtenAt.getTime() || a.file.localeCompare(b.file),
  );
}

/** Message-IDs that appear more than once. */
export function repeatedMessageIds(emails: readonly Pick<FolderEmail, 'messageId'>[]): string[] {
  const counts = new Map<string, number>();
  for (const email of emails) counts.set(email.messageId, (counts.get(email.messageId) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
}
