import { defineMessages } from '@portal/web-kit/i18n';

/** What the pages a link sent by email opens say about the link itself. */
export const linkMessages = defineMessages({
  incomplete: {
    id: 'shell.link.incomplete',
    defaultMessage: 'This link is not complete: open it again from the email, or copy all of it.',
    description:
      'Shown on a page opened from a link in an email when the link was cut short (a part is missing)',
  },
  logIn: {
    id: 'shell.link.logIn',
    defaultMessage: 'Log in',
    description: 'Link to the sign-in page, under the outcome of using a link sent by email',
  },
});

/** `/confirm-email#token=…`: confirming that an email address is the member's. */
export const confirmEmailMessages = defineMessages({
  title: {
    id: 'shell.confirmEmail.title',
    defaultMessage: 'Confirm your email address',
    description: 'Heading of the page a confirmation link sent by email opens',
  },
  lead: {
    id: 'shell.confirmEmail.lead',
    defaultMessage:
      'Confirm that this email address is yours, so that the education office can write to you about your applications.',
    description: 'Above the button that confirms the address',
  },
  button: {
    id: 'shell.confirmEmail.button',
    defaultMessage: 'Confirm my email address',
    description: 'The button that confirms the address',
  },
  confirming: {
    id: 'shell.confirmEmail.confirming',
    defaultMessage: 'Confirming...',
    description: 'The button while the address is being confirmed',
  },
  confirmed: {
    id: 'shell.confirmEmail.confirmed',
    defaultMessage: 'Your email address is confirmed.',
    description: 'Said in bold once the address is confirmed',
  },
  addressOfAccount: {
    id: 'shell.confirmEmail.addressOfAccount',
    defaultMessage: '{email} is the address of your account.',
    description: 'After "Your email address is confirmed."; {email} is the confirmed address',
  },
  invalid: {
    id: 'shell.confirmEmail.invalid',
    defaultMessage:
      'This link has expired or has already been used. Sign in and ask for a new one from your dashboard.',
    description: 'Said when the confirmation link no longer works and the portal gave no reason',
  },
  dashboard: {
    id: 'shell.confirmEmail.dashboard',
    defaultMessage: 'Go to your dashboard',
    description: "Link to the member's dashboard, once the address is confirmed (signed in)",
  },
});

/** `/reset-password#token=…` and `/accept-invitation#token=…`: choosing a password from a link. */
export const setPasswordMessages = defineMessages({
  resetTitle: {
    id: 'shell.setPassword.resetTitle',
    defaultMessage: 'Choose a new password',
    description: 'Heading of the page the "forgot your password" link opens',
  },
  resetLead: {
    id: 'shell.setPassword.resetLead',
    defaultMessage: 'Every other place your account is signed in will be signed out.',
    description: 'Above the new password field, on the page the "forgot your password" link opens',
  },
  resetButton: {
    id: 'shell.setPassword.resetButton',
    defaultMessage: 'Save my new password',
    description: 'The button that saves the new password',
  },
  resetDone: {
    id: 'shell.setPassword.resetDone',
    defaultMessage: 'Your new password is saved, and you are signed in.',
    description: 'Said once the new password is saved, just before the dashboard opens',
  },
  resetInvalid: {
    id: 'shell.setPassword.resetInvalid',
    defaultMessage:
      'This link has expired or has already been used. Ask for a new one with “Forgot your password?” on the login page.',
    description: 'Said when the link no longer works and the portal gave no reason',
  },
  invitationTitle: {
    id: 'shell.setPassword.invitationTitle',
    defaultMessage: 'Set your password',
    description: 'Heading of the page an invitation to a staff account opens',
  },
  invitationLead: {
    id: 'shell.setPassword.invitationLead',
    defaultMessage: 'You will sign in with it and the email address this invitation went to.',
    description: 'Above the password field, on the page an invitation opens',
  },
  invitationButton: {
    id: 'shell.setPassword.invitationButton',
    defaultMessage: 'Set my password',
    description: 'The button that saves the first password of an invited person',
  },
  invitationDone: {
    id: 'shell.setPassword.invitationDone',
    defaultMessage: 'Your password is set, and you are signed in.',
    description: 'Said once the password is set, just before the dashboard opens',
  },
  invitationInvalid: {
    id: 'shell.setPassword.invitationInvalid',
    defaultMessage:
      'This invitation has expired or has already been used. Ask the education office to send it again, or use “Forgot your password?” on the login page if you have set your password already.',
    description: 'Said when the invitation link no longer works and the portal gave no reason',
  },
  saving: {
    id: 'shell.setPassword.saving',
    defaultMessage: 'Saving...',
    description: 'The button while the password is being saved',
  },
  newPassword: {
    id: 'shell.setPassword.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the field where the password is chosen',
  },
  passwordRequired: {
    id: 'shell.setPassword.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Under the password field when the form was sent without a password',
  },
  forgotPassword: {
    id: 'shell.setPassword.forgotPassword',
    defaultMessage: 'Forgot your password?',
    description: 'Link to ask for a new link, shown when this one no longer works',
  },
});
