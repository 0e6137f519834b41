import { defineMessages } from '@portal/messages';

/**
 * The emails with a link about an account (identity's): one subject, introduction, button and
 * "if you did not expect this" per purpose, and the sentences every one of them has.
 */
export const accountEmailMessages = defineMessages({
  actionLine: {
    id: 'emails.accountLink.actionLine',
    defaultMessage: '{action}: {link}',
    description:
      "The plain-text email's line with the link: {action} is the link's words (such as 'Confirm my email address'), {link} the address to open.",
  },
  expiry: {
    id: 'emails.accountLink.expiry',
    defaultMessage: 'The link works once, until {expiry} (Toronto time).',
    description:
      'Under the link in every email with a link about an account; {expiry} is the date and time the link stops working (such as November 28, 2026 at 12:30 p.m.).',
  },
  confirmEmailSubject: {
    id: 'emails.confirmEmail.subject',
    defaultMessage: 'Confirm your email address',
    description: "Subject of the email sent after registering, to confirm the account's address.",
  },
  confirmEmailIntro: {
    id: 'emails.confirmEmail.intro',
    defaultMessage:
      'Please confirm that this is your email address for your account on the Education Grants Portal.',
    description: 'First paragraph of the email that confirms a new account’s address.',
  },
  confirmEmailAction: {
    id: 'emails.confirmEmail.action',
    defaultMessage: 'Confirm my email address',
    description: 'The link’s words in the email that confirms a new account’s address.',
  },
  confirmEmailOtherwise: {
    id: 'emails.confirmEmail.otherwise',
    defaultMessage: 'If you did not register on the portal, you can ignore this email.',
    description: 'Last sentence of the email that confirms a new account’s address.',
  },
  changeEmailSubject: {
    id: 'emails.changeEmail.subject',
    defaultMessage: 'Confirm your new email address',
    description:
      'Subject of the email sent to the new address an administrator gave an account, to confirm it.',
  },
  changeEmailIntro: {
    id: 'emails.changeEmail.intro',
    defaultMessage:
      'The education office gave your account on the Education Grants Portal this email address. It becomes your account’s address, the one you sign in with, once you confirm it. Until then your account keeps its previous address.',
    description: 'First paragraph of the email that confirms a new address given by the office.',
  },
  changeEmailAction: {
    id: 'emails.changeEmail.action',
    defaultMessage: 'Confirm my new email address',
    description: 'The link’s words in the email that confirms a new address given by the office.',
  },
  changeEmailOtherwise: {
    id: 'emails.changeEmail.otherwise',
    defaultMessage: 'If you did not expect this, you can ignore this email and tell the office.',
    description: 'Last sentence of the email that confirms a new address given by the office.',
  },
  resetPasswordSubject: {
    id: 'emails.resetPassword.subject',
    defaultMessage: 'Choose a new password',
    description:
      'Subject of the email with a link to choose a new password (Forgot your password?, or sent by the office).',
  },
  resetPasswordIntro: {
    id: 'emails.resetPassword.intro',
    defaultMessage:
      'Someone asked to choose a new password for your account on the Education Grants Portal, with “Forgot your password?” or through the education office. Open the link to choose it: you will be signed in, and every other place your account was signed in will be signed out. It also lifts any pause on signing in after wrong passwords.',
    description:
      'First paragraph of the email with a link to choose a new password; “Forgot your password?” is the sign-in page’s link of that name.',
  },
  resetPasswordAction: {
    id: 'emails.resetPassword.action',
    defaultMessage: 'Choose a new password',
    description: 'The link’s words in the email with a link to choose a new password.',
  },
  resetPasswordOtherwise: {
    id: 'emails.resetPassword.otherwise',
    defaultMessage:
      'If you did not ask for this, you can ignore this email: your password stays as it is, and nobody can use this link without reading your email.',
    description: 'Last sentence of the email with a link to choose a new password.',
  },
  invitationSubject: {
    id: 'emails.invitation.subject',
    defaultMessage: 'You are invited to the Education Grants Portal',
    description:
      'Subject of the email inviting a new staff member or administrator to set their password.',
  },
  invitationIntro: {
    id: 'emails.invitation.intro',
    defaultMessage:
      'The education office created an account for you on the Education Grants Portal. Open the link to set your password; you will then sign in with this email address and that password.',
    description: 'First paragraph of the invitation email.',
  },
  invitationAction: {
    id: 'emails.invitation.action',
    defaultMessage: 'Set my password',
    description: 'The link’s words in the invitation email.',
  },
  invitationOtherwise: {
    id: 'emails.invitation.otherwise',
    defaultMessage:
      'If you did not expect this, you can ignore this email and tell the office. When the link has expired, ask the office to send the invitation again.',
    description: 'Last sentences of the invitation email.',
  },
});
