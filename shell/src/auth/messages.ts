import { defineMessages } from '@portal/web-kit/i18n';

/** `/login` (spec §2 and §8: its sentences verbatim). */
export const loginMessages = defineMessages({
  title: {
    id: 'shell.login.title',
    defaultMessage: 'Login',
    description: "The sign-in page's heading, and its button that signs in",
  },
  loggingIn: {
    id: 'shell.login.loggingIn',
    defaultMessage: 'Logging in...',
    description: 'The sign-in button while the portal checks the email and password',
  },
  successful: {
    id: 'shell.login.successful',
    defaultMessage: 'Login successful',
    description: 'Said once signed in, just before the dashboard opens',
  },
  failed: {
    id: 'shell.login.failed',
    defaultMessage: 'Login failed',
    description: 'Said when signing in failed and the portal gave no reason',
  },
  serverError: {
    id: 'shell.login.serverError',
    defaultMessage: 'Server error: {reason}',
    description:
      "Said when the portal could not be reached to sign in; {reason} is the browser's own explanation (often in English)",
  },
  returnNotice: {
    id: 'shell.login.returnNotice',
    defaultMessage: 'Please log in to open the page you asked for.',
    description: 'Under the heading when a signed-out person opened a page that needs signing in',
  },
  email: {
    id: 'shell.login.email',
    defaultMessage: 'Email',
    description: "The label of the sign-in form's email address field",
  },
  password: {
    id: 'shell.login.password',
    defaultMessage: 'Password',
    description: "The label of the sign-in form's password field",
  },
  emailRequired: {
    id: 'shell.login.emailRequired',
    defaultMessage: 'Email is required',
    description: 'Under the email field when the form was sent without an email address',
  },
  passwordRequired: {
    id: 'shell.login.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Under the password field when the form was sent without a password',
  },
  forgotPassword: {
    id: 'shell.login.forgotPassword',
    defaultMessage: 'Forgot your password?',
    description:
      'Link under the password field, to the page that emails a link to choose a new one',
  },
  noAccount: {
    id: 'shell.login.noAccount',
    defaultMessage: 'No account yet?',
    description: 'Question at the bottom of the sign-in page, followed by a link "Register"',
  },
  registerLink: {
    id: 'shell.login.registerLink',
    defaultMessage: 'Register',
    description: 'Link at the bottom of the sign-in page, after "No account yet?"',
  },
});

/** `/register` (spec §2: its labels verbatim). */
export const registerMessages = defineMessages({
  title: {
    id: 'shell.register.title',
    defaultMessage: 'Register',
    description: "The registration page's heading, and its button that creates the account",
  },
  registering: {
    id: 'shell.register.registering',
    defaultMessage: 'Registering...',
    description: 'The registration button while the account is being created',
  },
  failed: {
    id: 'shell.register.failed',
    defaultMessage: 'Registration failed',
    description: 'Said when the account could not be created and the portal gave no reason',
  },
  lead: {
    id: 'shell.register.lead',
    defaultMessage: 'Create your account with your RSMIN card number.',
    description:
      'Under the heading of the registration page (RSMIN: the name of the membership card, kept as is)',
  },
  adminLead: {
    id: 'shell.register.adminLead',
    defaultMessage: 'Create an account for a member. You stay signed in as yourself.',
    description: 'Under the heading when an administrator opens the registration page',
  },
  backToEditUsers: {
    id: 'shell.register.backToEditUsers',
    defaultMessage: 'Back to {link}.',
    description:
      'After the administrator\'s introduction; {link} is a link whose text is "Edit Users" (the admin page listing accounts)',
  },
  editUsersLink: {
    id: 'shell.register.editUsersLink',
    defaultMessage: 'Edit Users',
    description: 'Text of the link to the admin page listing accounts, inside "Back to {link}."',
  },
  created: {
    id: 'shell.register.created',
    defaultMessage: 'Account created for {name} ({email}).',
    description:
      "Said to an administrator who created an account; {name} is the new member's full name, {email} their address",
  },
  addAnother: {
    id: 'shell.register.addAnother',
    defaultMessage: '{link}, or fill in the form again to add another user.',
    description:
      'After an administrator created an account; {link} is a link whose text is "Back to Edit Users"',
  },
  backToEditUsersLink: {
    id: 'shell.register.backToEditUsersLink',
    defaultMessage: 'Back to Edit Users',
    description:
      'Text of the link back to the admin page listing accounts, inside "{link}, or fill in…"',
  },
  firstName: {
    id: 'shell.register.firstName',
    defaultMessage: 'First Name',
    description: "Label of the registration form's first name field",
  },
  lastName: {
    id: 'shell.register.lastName',
    defaultMessage: 'Last Name',
    description: "Label of the registration form's last name field",
  },
  email: {
    id: 'shell.register.email',
    defaultMessage: 'Email (Username)',
    description:
      "Label of the registration form's email field (the address is what one signs in with)",
  },
  cardNumber: {
    id: 'shell.register.cardNumber',
    defaultMessage: 'RSMIN Card Number',
    description: "Label of the registration form's membership card number field (RSMIN kept as is)",
  },
  haveAccount: {
    id: 'shell.register.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Question at the bottom of the registration page, followed by a link "Login"',
  },
  loginLink: {
    id: 'shell.register.loginLink',
    defaultMessage: 'Login',
    description: 'Link at the bottom of the registration page, after "Already have an account?"',
  },
});

/** A new password being chosen (registration, a reset, an invitation). */
export const newPasswordMessages = defineMessages({
  label: {
    id: 'shell.newPassword.label',
    defaultMessage: 'Password',
    description: 'Label of the field where a person chooses a password when registering',
  },
  hint: {
    id: 'shell.newPassword.hint',
    defaultMessage: 'At least {count} characters. Not a password others use or could guess.',
    description:
      'Under the label of every field where a password is chosen; {count} is the shortest length allowed (12)',
  },
  charactersNeeded: {
    id: 'shell.newPassword.charactersNeeded',
    defaultMessage:
      '{count, plural, one {# more character needed.} other {# more characters needed.}}',
    description:
      'Said under the password field while the password being typed is too short; {count} is how many characters are missing',
  },
});

/** `/forgot-password`: asking for a link to choose a new password. */
export const forgotPasswordMessages = defineMessages({
  title: {
    id: 'shell.forgotPassword.title',
    defaultMessage: 'Forgot your password?',
    description: 'Heading of the page where a person asks for a link to choose a new password',
  },
  lead: {
    id: 'shell.forgotPassword.lead',
    defaultMessage:
      'Enter the email address you sign in with. If it has an account, we email it a link to choose a new password. The link works for 30 minutes, and also lifts a pause on signing in after wrong passwords.',
    description: 'Under the heading of the "forgot your password" page',
  },
  email: {
    id: 'shell.forgotPassword.email',
    defaultMessage: 'Email',
    description: 'Label of the email address field',
  },
  emailRequired: {
    id: 'shell.forgotPassword.emailRequired',
    defaultMessage: 'Email is required',
    description: 'Under the email field when the form was sent without an address',
  },
  failed: {
    id: 'shell.forgotPassword.failed',
    defaultMessage: 'The link could not be asked for. Please try again.',
    description: 'Said when the request for a link failed and the portal gave no reason',
  },
  sending: {
    id: 'shell.forgotPassword.sending',
    defaultMessage: 'Sending...',
    description: 'The button while the request for a link is sent',
  },
  send: {
    id: 'shell.forgotPassword.send',
    defaultMessage: 'Send me a link',
    description: 'The button that asks for a link by email',
  },
  sendAnother: {
    id: 'shell.forgotPassword.sendAnother',
    defaultMessage: 'Send another link',
    description: 'The same button once a link was asked for',
  },
  backToLogin: {
    id: 'shell.forgotPassword.backToLogin',
    defaultMessage: 'Back to Login',
    description: "Link to the sign-in page, under the portal's answer once a link was asked for",
  },
  remembered: {
    id: 'shell.forgotPassword.remembered',
    defaultMessage: 'Remembered it?',
    description: 'Question at the bottom of the page, followed by a link "Login"',
  },
  loginLink: {
    id: 'shell.forgotPassword.loginLink',
    defaultMessage: 'Login',
    description: 'Link at the bottom of the page, after "Remembered it?"',
  },
});

/**
 * The registration form's own checks, as the contract's `registerRequestSchema` words them in
 * English (register-problems.ts picks one per field from the schema's issue).
 */
export const registerProblemMessages = defineMessages({
  firstNameRequired: {
    id: 'shell.registerProblem.firstNameRequired',
    defaultMessage: 'First Name is required',
    description: 'Under the first name field when the registration form was sent without it',
  },
  firstNameTooLong: {
    id: 'shell.registerProblem.firstNameTooLong',
    defaultMessage: 'First Name must be at most {max} characters',
    description: 'Under the first name field when it is too long; {max} is the longest allowed',
  },
  lastNameRequired: {
    id: 'shell.registerProblem.lastNameRequired',
    defaultMessage: 'Last Name is required',
    description: 'Under the last name field when the registration form was sent without it',
  },
  lastNameTooLong: {
    id: 'shell.registerProblem.lastNameTooLong',
    defaultMessage: 'Last Name must be at most {max} characters',
    description: 'Under the last name field when it is too long; {max} is the longest allowed',
  },
  emailRequired: {
    id: 'shell.registerProblem.emailRequired',
    defaultMessage: 'Email is required',
    description: 'Under the email field when the registration form was sent without it',
  },
  emailTooLong: {
    id: 'shell.registerProblem.emailTooLong',
    defaultMessage: 'Email must be at most {max} characters',
    description: 'Under the email field when it is too long; {max} is the longest allowed',
  },
  emailInvalid: {
    id: 'shell.registerProblem.emailInvalid',
    defaultMessage: 'Enter a valid email address',
    description: 'Under the email field when what was typed is not an email address',
  },
  cardNumberRequired: {
    id: 'shell.registerProblem.cardNumberRequired',
    defaultMessage: 'RSMIN Card Number is required',
    description: 'Under the membership card number field when the form was sent without it',
  },
  cardNumberTooLong: {
    id: 'shell.registerProblem.cardNumberTooLong',
    defaultMessage: 'RSMIN Card Number must be at most {max} characters',
    description:
      'Under the membership card number field when it is too long; {max} is the longest allowed',
  },
  cardNumberInvalid: {
    id: 'shell.registerProblem.cardNumberInvalid',
    defaultMessage: 'RSMIN Card Number may contain only letters, digits, spaces and hyphens',
    description: 'Under the membership card number field when it has other characters',
  },
  passwordRequired: {
    id: 'shell.registerProblem.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Under the password field when the registration form was sent without it',
  },
  passwordTooShort: {
    id: 'shell.registerProblem.passwordTooShort',
    defaultMessage: 'Password must be at least {min} characters',
    description: 'Under the password field when it is too short; {min} is the shortest allowed',
  },
  passwordTooLong: {
    id: 'shell.registerProblem.passwordTooLong',
    defaultMessage: 'Password must be at most {max} characters',
    description: 'Under the password field when it is too long; {max} is the longest allowed',
  },
});
