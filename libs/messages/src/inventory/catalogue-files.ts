// The portal's messages as a Node service reads them: the English catalogues (text and
// description) and the French, imported statically so a service's bundle carries them (no file
// read at run time). Server code only: it brings every part's words.
import englishShell from '../../catalogues/en/shell.json' with { type: 'json' };
import englishKit from '../../catalogues/en/kit.json' with { type: 'json' };
import englishMember from '../../catalogues/en/member.json' with { type: 'json' };
import englishStaff from '../../catalogues/en/staff.json' with { type: 'json' };
import englishAdmin from '../../catalogues/en/admin.json' with { type: 'json' };
import englishEmails from '../../catalogues/en/emails.json' with { type: 'json' };
import frenchShell from '../../catalogues/fr-CA/shell.json' with { type: 'json' };
import frenchKit from '../../catalogues/fr-CA/kit.json' with { type: 'json' };
import frenchMember from '../../catalogues/fr-CA/member.json' with { type: 'json' };
import frenchStaff from '../../catalogues/fr-CA/staff.json' with { type: 'json' };
import frenchAdmin from '../../catalogues/fr-CA/admin.json' with { type: 'json' };
import frenchEmails from '../../catalogues/fr-CA/emails.json' with { type: 'json' };

import type { MessagePart } from '../extraction/message-parts.js';

/** An English catalogue entry, as the extraction writes it. */
export interface ExtractedMessage {
  defaultMessage: string;
  description?: string;
}

export const englishCatalogues: Readonly<
  Record<MessagePart, Readonly<Record<string, ExtractedMessage>>>
> = {
  shell: englishShell,
  kit: englishKit,
  member: englishMember,
  staff: englishStaff,
  admin: englishAdmin,
  emails: englishEmails,
};

export const frenchCatalogues: Readonly<Record<MessagePart, Readonly<Record<string, string>>>> = {
  shell: frenchShell,
  kit: frenchKit,
  member: frenchMember,
  staff: frenchStaff,
  admin: frenchAdmin,
  emails: frenchEmails,
};
