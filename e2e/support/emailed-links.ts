import path from 'node:path';
import { readMailFolder } from '@portal/embedded-infra';
import { simpleParser } from 'mailparser';
import type { PortalProcess } from './portal-process.js';
import { eventually } from './portal-parts.js';

/**
 * The link of the newest email with a link (confirm an address) sent to `address`, read from
 * the folder `npm start`'s own SMTP receiver writes, once it has arrived; `after` is how many
 * such emails to that address came before the one wanted.
 */
export async function linkEmailedTo(
  portal: PortalProcess,
  address: string,
  after = 0,
): Promise<{ link: string; subject: string; text: string }> {
  const folder = path.join(portal.dataDir, 'mail');
  return eventually(`an email with a link to ${address}`, async () => {
    const emails = await Promise.all(
      (await readMailFolder(folder))
        .filter((email) => email.to.includes(address))
        .map((email) => simpleParser(email.raw)),
    );
    const withLinks = emails.filter((email) => /\/confirm-email#token=/.test(email.text ?? ''));
    const email = withLinks[after];
    if (!email) return undefined;
    const link = /(https?:\/\/\S+\/confirm-email#token=[A-Za-z0-9_-]+)/.exec(email.text ?? '')?.[1];
    return link ? { link, subject: email.subject ?? '', text: email.text ?? '' } : undefined;
  });
}

/**
 * Whether an email in the mail folder is one of the account's own (confirm an address, reset a
 * password): identity sends them with `<account-email.…>` Message-IDs, notices with their event's.
 * Specs that count notice emails leave these out; registering sends one.
 */
export function isAccountEmail(email: { messageId: string }): boolean {
  return email.messageId.startsWith('<account-email.');
}
