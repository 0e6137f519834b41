import { accountLinkPage, type AccountEmail } from '@portal/contract';
import type { MessageDescriptor } from '@portal/messages';
import { emailWriter, type EmailWriter } from '../email/email-language.js';
import type { ComposedEmail } from '../email/email-message.js';
import { escapeHtml } from '../email/email-message.js';
import { emailMessages } from '../email/messages.js';
import { accountEmailMessages as messages } from './messages.js';

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

type Words = 'subject' | 'intro' | 'action' | 'otherwise';

/** The words of each purpose's email (messages.ts). */
const wording: Record<AccountEmail['purpose'], Record<Words, MessageDescriptor>> = {
  'confirm-email': {
    subject: messages.confirmEmailSubject,
    intro: messages.confirmEmailIntro,
    action: messages.confirmEmailAction,
    otherwise: messages.confirmEmailOtherwise,
  },
  'change-email': {
    subject: messages.changeEmailSubject,
    intro: messages.changeEmailIntro,
    action: messages.changeEmailAction,
    otherwise: messages.changeEmailOtherwise,
  },
  'reset-password': {
    subject: messages.resetPasswordSubject,
    intro: messages.resetPasswordIntro,
    action: messages.resetPasswordAction,
    otherwise: messages.resetPasswordOtherwise,
  },
  invite: {
    subject: messages.invitationSubject,
    intro: messages.invitationIntro,
    action: messages.invitationAction,
    otherwise: messages.invitationOtherwise,
  },
};

/** An email with a link about the account, plain text and HTML, in the account's language. */
export function composeAccountEmail(
  email: AccountEmail,
  portalUrl: string,
  writer: EmailWriter = emailWriter(email.language),
): ComposedEmail {
  const { t, dateTime, language, locale } = writer;
  const words = wording[email.purpose];
  const intro = t(words.intro);
  const action = t(words.action);
  const otherwise = t(words.otherwise);
  const greeting = t(emailMessages.greeting, { name: email.to.name });
  const signature = t(emailMessages.signature);
  const link = accountLinkUrl(email, portalUrl);
  const expiry = t(messages.expiry, {
    expiry: dateTime(email.expiresAt, { dateStyle: 'long', timeStyle: 'short' }),
  });
  const text = [
    greeting,
    '',
    intro,
    '',
    t(messages.actionLine, { action, link }),
    '',
    expiry,
    otherwise,
    '',
    '--',
    signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(expiry)} ${escapeHtml(otherwise)}</p>
<hr>
<p style="font-size: 0.9em; color: #555;">${escapeHtml(signature)}</p>
</body>
</html>
`;
  return {
    to: { name: email.to.name, address: email.to.address },
    subject: t(words.subject),
    text,
    html,
    messageId: accountEmailMessageId(email.id),
    language: locale,
  };
}
