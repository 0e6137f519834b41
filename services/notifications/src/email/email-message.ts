import { noticeLink, type NoticeFacts, type UserContact } from '@portal/contract';
import { emailWriter, type EmailWriter } from './email-language.js';
import { emailMessages } from './messages.js';
import { noticeEmailMessages } from './notice-email.messages.js';
import { noticeEmailWords } from './notice-email-words.js';

/** An email ready for the mail server. */
export interface ComposedEmail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Derived from the notice's key: a receiver that sees the same id twice can tell it is one email. */
  messageId: string;
  /** The language it is written in (en-CA, fr-CA): its `Content-Language`. */
  language: string;
}

/**
 * `<eventId>.<recipientId>@notifications.portal`: the exactly-once key of the notice, so an email
 * sent again after a crash (see email-sender.worker.ts) carries the same Message-ID as the first.
 */
export function noticeMessageId(eventId: string, recipientId: string): string {
  return `<${eventId}.${recipientId}@notifications.portal>`;
}

/**
 * The email of one notice, plain text and HTML, in the recipient's language, with the notice's
 * own words (in English those the inbox shows; notice-email-words.ts): the reference in the subject, the notice's
 * sentence, what the reviewer wrote to the applicant with a decision or a request (the message,
 * never an internal note: none reaches this service), what happens next (for a request: what is
 * asked and how to answer) and the link to the portal. Nothing else is known here: no answers, no
 * card number.
 */
export function composeNoticeEmail(
  notice: NoticeFacts & { eventId: string; recipientId: string },
  contact: UserContact,
  portalUrl: string,
  writer: EmailWriter = emailWriter(contact.language),
): ComposedEmail {
  const { t } = writer;
  const link = new URL(noticeLink(notice), portalUrl).toString();
  const preferences = new URL('/notifications', portalUrl).toString();
  const { subject, sentence, heading, nextSteps } = noticeEmailWords(notice, writer);
  const greeting = t(emailMessages.greeting, { name: contact.name });
  const signature = t(emailMessages.signature);
  const why = t(noticeEmailMessages.whyThisEmail);
  const text = [
    greeting,
    '',
    sentence,
    '',
    ...(heading && notice.message ? [heading, '', quoted(notice.message), ''] : []),
    ...nextSteps.flatMap((line) => [line, '']),
    t(noticeEmailMessages.openInPortal, { link }),
    '',
    '--',
    signature,
    `${why} ${t(noticeEmailMessages.choosePreferences, { link: preferences })}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${writer.language}">
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(sentence)}</p>
${
  heading && notice.message
    ? `<p><strong>${escapeHtml(heading)}</strong></p>
<blockquote style="margin: 0 0 1em; padding-left: 1em; border-left: 4px solid #ccc; white-space: pre-wrap;">${escapeHtml(notice.message)}</blockquote>
`
    : ''
}${nextSteps.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(t(noticeEmailMessages.openInPortalLink))}</a></p>
<hr>
<p style="font-size: 0.9em; color: #555;">${escapeHtml(signature)}. ${escapeHtml(why)} <a href="${escapeHtml(preferences)}">${escapeHtml(t(noticeEmailMessages.choosePreferencesLink))}</a>.</p>
</body>
</html>
`;
  return {
    to: { name: contact.name, address: contact.email },
    subject,
    text,
    html,
    messageId: noticeMessageId(notice.eventId, notice.recipientId),
    language: writer.locale,
  };
}

/** A message as plain text quotes it: each of its lines after "> ". */
function quoted(message: string): string {
  return message
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** Text into HTML: the five characters that could open markup or leave an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}
