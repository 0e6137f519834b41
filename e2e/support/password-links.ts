import path from 'node:path';
import { readMailFolder } from '@portal/embedded-infra';
import { simpleParser } from 'mailparser';
import type { PortalProcess } from './portal-process.js';
import { eventually } from './portal-parts.js';

/** The pages a password link opens: "Forgot your password?" and an invitation. */
export type PasswordLinkPage = 'reset-password' | 'accept-invitation';

/**
 * The link of the newest email to `address` that opens `page`, read from the folder `npm start`'s
 * own SMTP receiver writes, once it has arrived; `after` is how many such emails to that address
 * came before the one wanted.
 */
export async function passwordLinkEmailedTo(
  portal: PortalProcess,
  address: string,
  page: PasswordLinkPage,
  after = 0,
): Promise<{ link: string; subject: string; text: string }> {
  const folder = path.join(portal.dataDir, 'mail');
  const pattern = new RegExp(`(https?://\\S+/${page}#token=[A-Za-z0-9_-]+)`);
  return eventually(`an email with a ${page} link to ${address}`, async () => {
    const emails = await Promise.all(
      (await readMailFolder(folder))
        .filter((email) => email.to.includes(address))
        .map((email) => simpleParser(email.raw)),
    );
    const withLinks = emails.filter((email) => pattern.test(email.text ?? ''));
    const email = withLinks[after];
    if (!email) return undefined;
    const link = pattern.exec(email.text ?? '')?.[1];
    return link ? { link, subject: email.subject ?? '', text: email.text ?? '' } : undefined;
  });
}

/** How many emails with a password link reached `address` (none, for an address with no account). */
export async function passwordLinksEmailedTo(
  portal: PortalProcess,
  address: string,
): Promise<number> {
  const emails = (await readMailFolder(path.join(portal.dataDir, 'mail'))).filter((email) =>
    email.to.includes(address),
  );
  return emails.length;
}
