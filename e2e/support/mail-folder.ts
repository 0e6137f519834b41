import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One email as a receiver wrote it (`<timestamp>-<id>.eml`): its Message-ID, recipient and raw text. */
export interface WrittenEmail {
  file: string;
  messageId: string;
  to: string;
  raw: string;
}

/** Every email in a mail folder (the launcher's DATA_DIR/mail, or a test's own receiver's). */
export async function writtenEmails(folder: string): Promise<WrittenEmail[]> {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(folder, file), 'utf8');
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
      const header = (name: string) =>
        new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers)?.[1]?.trim() ?? '';
      return { file, messageId: header('Message-ID'), to: header('To'), raw };
    }),
  );
}

/** Message-IDs written more than once. */
export function repeatedMessageIds(emails: WrittenEmail[]): string[] {
  const counts = new Map<string, number>();
  for (const email of emails) counts.set(email.messageId, (counts.get(email.messageId) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
}
