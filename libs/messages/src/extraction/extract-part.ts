import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessagesModule, type ExtractedMessage } from './compile-messages-module.js';
import { messageParts, type MessagePart } from './message-parts.js';

/** The English catalogue of a part as written to `catalogues/en/<part>.json`: by id, sorted. */
export type EnglishCatalogue = Record<string, { defaultMessage: string; description: string }>;

/**
 * Every message declared in a part's code, by id. Refuses (throws, naming the file) an id outside
 * the part's prefix, an id declared twice, and a message without a description or English text.
 */
export function extractPart(repositoryRoot: string, part: MessagePart): EnglishCatalogue {
  const folder = join(repositoryRoot, messageParts[part]);
  const files = globSync('**/*messages.ts', { cwd: folder })
    .filter((file) => /(?:^|[\\/.])messages\.ts$/.test(file))
    .sort();
  const found = new Map<string, { message: ExtractedMessage; file: string }>();
  for (const file of files) {
    const path = join(folder, file);
    const where = relative(repositoryRoot, path);
    const { messages } = compileMessagesModule(readFileSync(path, 'utf8'), path);
    for (const message of messages) {
      if (!message.id.startsWith(`${part}.`)) {
        throw new Error(
          `${where}: the message '${message.id}' must have an id starting '${part}.'`,
        );
      }
      const earlier = found.get(message.id);
      if (earlier) {
        throw new Error(
          `${where}: the message id '${message.id}' is also declared in ${earlier.file}`,
        );
      }
      if (!message.description.trim() || !message.defaultMessage.trim()) {
        throw new Error(
          `${where}: the message '${message.id}' needs its English text and a description`,
        );
      }
      found.set(message.id, { message, file: where });
    }
  }
  const ids = [...found.keys()].sort();
  return Object.fromEntries(
    ids.map((id) => {
      const { defaultMessage, description } = found.get(id)!.message;
      return [id, { defaultMessage, description }];
    }),
  );
}

/** A catalogue as the repository keeps it: sorted by id, two spaces, a final newline. */
export function catalogueFileText(catalogue: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.keys(catalogue)
      .sort()
      .map((id) => [id, catalogue[id]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
