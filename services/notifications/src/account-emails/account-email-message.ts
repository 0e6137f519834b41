import { accountLinkPage, type AccountEmail } from '@portal/contract';
import type { ComposedEmail } from '../email/email-message.js';
import { escapeHtml } from '../email/email-message.js';

// Toronto time, as every date of the portal; built once, when first needed.
let expiryFormat: Intl.DateTimeFormat | undefined;
function formatExpiry(value: string): string {
  expiryFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return expiryFormat.format(new Date(value));
}

/** `<account-email.<id>@notifications.portal>`: the same Message-ID when it is sent again. */
export function accountEmailMessageId(id: string): string {
  return `<account-email.${id}@notifications.portal>`;
}

/** The link: the page of its purpose, with the token in the fragment (never sent to a server). */
export function accountLinkUrl(email: Pick<AccountEmail, 'purpose' | 'token'>, portalUrl: string) {
  const url = new URL(accountLinkPage[email.purpose], portalUrl);
  url.hash = `token=${email.token}`;
  return url.toString();
}

const wording: Record<
  AccountEmail['purpose'],
  { subject: string; intro: string; action: string; otherwise: string }
> = {
  'confirm-email': {
    subject: 'Confirm your email address',
    intro:
      'Please confirm that this is your email address for your account on the Education Grants Portal.',
    action: 'Confirm my email address',
    otherwise: 'If you did not register on the portal, you can ignore this email.',
  },
  'change-email': {
    subject: 'Confirm your new email address',
    intro:
      'The education office gave your account on the Education Grants Portal this email address. It becomes your account’s address, the one you sign in with, once you confirm it. Until then your account keeps its previous address.',
    action: 'Confirm my new email address',
    otherwise: 'If you did not expect this, you can ignore this email and tell the office.',
  },
  'reset-password': {
    subject: 'Choose a new password',
    intro:
      'Someone asked to choose a new password for your account on the Education Grants Portal, with “Forgot your password?” or through the education office. Open the link to choose it: you will be signed in, and every other place your account was signed in will be signed out. It also lifts any pause on signing in after wrong passwords.',
    action: 'Choose a new password',
    otherwise:
      'If you did not ask for this, you can ignore this email: your password stays as it is, and nobody can use this link without reading your email.',
  },
  invite: {
    subject: 'You are invited to the Education Grants Portal',
    intro:
      'The education office created an account for you on the Education Grants Portal. Open the link to set your password; you will then sign in with this email address and that password.',
    action: 'Set my password',
    otherwise:
      'If you did not expect this, you can ignore this email and tell the office. When the link has expired, ask the office to send the invitation again.',
  },
};

/** An email with a link about the account, plain text and HTML. */
export function composeAccountEmail(email: AccountEmail, portalUrl: string): ComposedEmail {
  const words = wording[email.purpose];
  const link = accountLinkUrl(email, portalUrl);
  const expiry = `The link works once, until ${formatExpiry(email.expiresAt)} (Toronto time).`;
  const text = [
    `Hello ${email.to.name},`,
    '',
    words.intro,
    '',
    `${words.action}: ${link}`,
    '',
    expiry,
    words.otherwise,
    '',
    '--',
    'Education Grants Portal',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>Hello ${escapeHtml(email.to.name)},</p>
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>
<p>${escapeHtml(expiry)} ${escapeHtml(words.otherwise)}</p>
<hr>
<p style="font-size: 0.9em; color: #555;">Education Grants Portal</p>
</body>
</html>
`;
  return {
    to: { name: email.to.name, address: email.to.address },
    subject: words.subject,
    text,
    html,
    messageId: accountEmailMessageId(email.id),
  };
}
