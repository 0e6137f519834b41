import { defineMessages } from '@portal/web-kit/i18n';

/** The reminder to confirm the account's email address, on the dashboard. */
export const emailConfirmationMessages = defineMessages({
  confirmNew: {
    id: 'member.emailConfirmation.confirmNew',
    defaultMessage: 'Confirm your new email address',
    description: 'Heading of the reminder when the office gave the account a new address',
  },
  confirm: {
    id: 'member.emailConfirmation.confirm',
    defaultMessage: 'Confirm your email address',
    description: 'Heading of the reminder to confirm the account’s address',
  },
  sentTo: {
    id: 'member.emailConfirmation.sentTo',
    defaultMessage: 'We sent a link to {email}. Open it to confirm that this address is yours.',
    description: "The reminder's sentence; {email} is the account's email address (shown in bold)",
  },
  requiredFirst: {
    id: 'member.emailConfirmation.requiredFirst',
    defaultMessage: 'The education office needs this before your first application.',
    description: 'Follows the reminder’s sentence when the office requires a confirmed address',
  },
  pending: {
    id: 'member.emailConfirmation.pending',
    defaultMessage:
      'The education office gave your account a new address, {email}. It becomes your address once you open the link sent there.',
    description:
      'When an admin changed the account’s address; {email} is the new address (in bold)',
  },
  newLinkSent: {
    id: 'member.emailConfirmation.newLinkSent',
    defaultMessage:
      'A new link is on its way to {email}. It works once, for 24 hours. Look in your spam folder too.',
    description: 'After the member asked for a new link; {email} is where it went',
  },
  sendFailed: {
    id: 'member.emailConfirmation.sendFailed',
    defaultMessage: 'The link could not be sent. Please try again in a moment.',
    description: 'When a new link could not be sent and the portal gave no reason',
  },
  sending: {
    id: 'member.emailConfirmation.sending',
    defaultMessage: 'Sending...',
    description: 'The button while a new link is being sent',
  },
  sendNewLink: {
    id: 'member.emailConfirmation.sendNewLink',
    defaultMessage: 'Send a new link',
    description: 'The button that sends a new confirmation link',
  },
});
