/**
 * The parts of the portal that have words of their own, each with its catalogue per language
 * (`catalogues/<locale>/<part>.json`) and where its code lives, from the repository's root.
 * Every message id starts with its part's name (`member.receipt.title`), so a catalogue can be
 * served per part: a member never downloads the staff screens' words.
 */
export const messageParts = {
  shell: 'shell/src',
  kit: 'libs/web-kit/src',
  member: 'mf-member/src',
  staff: 'mf-staff/src',
  admin: 'mf-admin/src',
  emails: 'services/notifications/src',
} as const;

export type MessagePart = keyof typeof messageParts;

/** Messages are declared in files named `messages.ts` or `<name>.messages.ts`. */
export const messagesFilePattern = /(?:^|[\\/.])messages\.ts$/;
