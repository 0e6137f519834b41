import { placeholdersOf } from '../checks/translation-check.js';
import { messageParts, type MessagePart } from '../extraction/message-parts.js';
import { englishCatalogues, frenchCatalogues } from './catalogue-files.js';

/** One message as a translator needs it: what it says in English and French, and where. */
export interface PortalMessage {
  id: string;
  part: MessagePart;
  english: string;
  /** Null where the French catalogue lacks the message (its test catches that before a release). */
  french: string | null;
  description: string | null;
  /** The placeholders a translation must keep, sorted. */
  placeholders: string[];
}

let inventory: readonly PortalMessage[] | undefined;

/** Every message of every part, sorted by id; built once, on first use. */
export function portalMessages(): readonly PortalMessage[] {
  inventory ??= Object.freeze(
    (Object.keys(messageParts) as MessagePart[])
      .flatMap((part) =>
        Object.entries(englishCatalogues[part]).map(([id, message]): PortalMessage => ({
          id,
          part,
          english: message.defaultMessage,
          french: frenchCatalogues[part][id] ?? null,
          description: message.description ?? null,
          placeholders: placeholdersOf(message.defaultMessage),
        })),
      )
      .sort((first, second) => (first.id < second.id ? -1 : first.id > second.id ? 1 : 0)),
  );
  return inventory;
}
