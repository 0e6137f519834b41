import {
  noticeLink,
  noticeMessage,
  noticeSubject,
  type NoticeFacts,
  type UserContact,
} from '@portal/contract';

/** An email ready for the mail server. */
export interface ComposedEmail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Derived from the notice's key: a receiver that sees the same id twice can tell it is one email. */
  messageId: string;
}

/**
 * `<eventId>.<recipientId>@notifications.portal`: the exactly-once key of the notice, so an email
 * sent again after a crash (see email-sender.ts) carries the same Message-ID as the first.
 */
export function noticeMessageId(eventId: string, recipientId: string): string {
  return `<${eventId}.${recipientId}@notifications.portal>`;
}

/**
 * The email of one notice, plain text and HTML, from the notice's own words (the ones the inbox
 * shows, libs/contract notification-text.ts). What goes in: the member's name, the grant's title,
 * the reference, the status label and links to the portal. Nothing else is known here: no
 * answers, no card number, no reviewer's note ever reach this service.
 */
export function composeNoticeEmail(
  notice: NoticeFacts & { eventId: string; recipientId: string },
  contact: UserContact,
  portalUrl: string,
): ComposedEmail {
  const link = new URL(noticeLink(notice), portalUrl).toString();
  const preferences = new URL('/notifications', portalUrl).toString();
  const message = noticeMessage(notice);
  const text = [
    `Hello ${contact.name},`,
    '',
    message,
    '',
    `Open it in the portal: ${link}`,
    '',
    '--',
    'Education Grants Portal',
    `You get this email because of your account on the portal. Choose which emails you get: ${preferences}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>Hello ${escapeHtml(contact.name)},</p>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link)}">Open it in the portal</a></p>
<hr>
<p style="font-size: 0.9em; color: #555;">Education Grants Portal. You get this email because of your account on the portal. <a href="${escapeHtml(preferences)}">Choose which emails you get</a>.</p>
</body>
</html>
`;
  return {
    to: { name: contact.name, address: contact.email },
    subject: noticeSubject(notice),
    text,
    html,
    messageId: noticeMessageId(notice.eventId, notice.recipientId),
  };
}

/** Text into HTML: the five characters that could open markup or leave an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}
