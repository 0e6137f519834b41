import type { PortalMessage } from '@portal/messages/inventory';
import { po, type PoEntry, type PoFile } from 'gettext-parser';

/** A pack as a PO file for a translator working offline (gettext-parser writes it). */
export function packToPo(
  pack: { code: string; name: string; locale: string },
  messages: readonly PortalMessage[],
  drafts: ReadonlyMap<string, string>,
): Buffer {
  const translations: PoFile['translations'] = {
    '': { '': { msgid: '', msgstr: [''] } },
  };
  for (const message of messages) {
    // msgctxt = the message's key, msgid = its English, msgstr = the pack's text.
    translations[message.id] = {
      [message.english]: {
        msgctxt: message.id,
        msgid: message.english,
        msgstr: [drafts.get(message.id) ?? ''],
        comments: message.description ? { translator: message.description } : {},
      },
    };
  }
  return po.compile({
    charset: 'utf-8',
    headers: {
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      Language: pack.locale,
      'Project-Id-Version': `Education Grants Portal — ${pack.name} (${pack.code})`,
    },
    translations,
  });
}

/** One translation read from a PO file: the key (msgctxt) and the text (msgstr). */
export interface PoTranslation {
  id: string;
  text: string;
}

/**
 * The translations of a PO file (empty ones left out: not translated yet). Throws on a file
 * gettext-parser cannot read.
 */
export function translationsInPo(file: string): PoTranslation[] {
  const parsed = po.parse(file, { defaultCharset: 'utf-8', validation: false });
  const found: PoTranslation[] = [];
  for (const [context, entries] of Object.entries(parsed.translations ?? {})) {
    if (context === '') continue; // the header, and entries without a key
    for (const entry of Object.values<PoEntry>(entries)) {
      const text = entry.msgstr?.[0] ?? '';
      if (text !== '') found.push({ id: context, text });
    }
  }
  return found;
}
