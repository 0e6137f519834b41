import { defineMessages } from '@portal/web-kit/i18n';

/** /edit-users: the spec's sentences (§5, §8) verbatim, and this screen's own. */
export const editUsersMessages = defineMessages({
  title: {
    id: 'admin.users.title',
    defaultMessage: 'Edit Users',
    description: "The page's title: the list of every account (spec §2)",
  },
  addUser: {
    id: 'admin.users.addUser',
    defaultMessage: 'Add User',
    description: 'A link to the registration form, to add an account',
  },
  inviteStaff: {
    id: 'admin.users.inviteStaff',
    defaultMessage: 'Invite staff',
    description:
      'The button that opens the form inviting a staff member or an admin; also its title',
  },
  backToDashboard: {
    id: 'admin.users.backToDashboard',
    defaultMessage: 'Back to Admin Dashboard',
    description: 'A link back to the admin dashboard',
  },
  loading: {
    id: 'admin.users.loading',
    defaultMessage: 'Loading users…',
    description: 'Said while the accounts load',
  },
  updating: {
    id: 'admin.users.updating',
    defaultMessage: 'Updating the list…',
    description: 'Said while the list loads again after a change',
  },
  empty: {
    id: 'admin.users.empty',
    defaultMessage: 'No users found.',
    description: 'Shown instead of the table when there is no account',
  },
  retry: {
    id: 'admin.users.retry',
    defaultMessage: 'Retry',
    description: 'The button that loads the accounts again after a failure',
  },
  loadFailed: {
    id: 'admin.users.loadFailed',
    defaultMessage: 'Failed to load users. Please try again.',
    description:
      'Shown when the accounts could not be loaded and the portal gave no reason (spec §8)',
  },
  deleteConfirm: {
    id: 'admin.users.deleteConfirm',
    defaultMessage: 'Are you sure you want to delete this user? This action cannot be undone.',
    description: 'The question asked before an account is deleted (spec §5)',
  },
  deleteTitle: {
    id: 'admin.users.deleteTitle',
    defaultMessage: 'Delete {name}',
    description: 'The heading of the delete question; {name} is the account holder',
  },
  deleteFailed: {
    id: 'admin.users.deleteFailed',
    defaultMessage: 'Failed to delete user. Please try again.',
    description: 'The alert when an account could not be deleted (spec §8)',
  },
  deleted: {
    id: 'admin.users.deleted',
    defaultMessage: 'Deleted {name}.',
    description: 'Shown once an account is deleted; {name} is its holder',
  },
  updateFailed: {
    id: 'admin.users.updateFailed',
    defaultMessage: 'Failed to update user. Please try again.',
    description: 'The alert when an account could not be saved (spec §8)',
  },
  saved: {
    id: 'admin.users.saved',
    defaultMessage: 'Saved the changes to {name}.',
    description: 'Shown once an account is saved; {name} is its holder',
  },
  savedNewEmail: {
    id: 'admin.users.savedNewEmail',
    defaultMessage:
      "Saved the changes to {name}. A link went to {email}: the account's email becomes that address when the link is used there.",
    description:
      'Shown once an account is saved with a new email address; {name} is its holder, {email} the new address',
  },
  theUser: {
    id: 'admin.users.theUser',
    defaultMessage: 'the user',
    description: 'Stands for an account without a name, inside a sentence',
  },
  thisUser: {
    id: 'admin.users.thisUser',
    defaultMessage: 'this user',
    description: 'Stands for an account without a name, inside a question',
  },
  user: {
    id: 'admin.users.user',
    defaultMessage: 'user',
    description: 'Stands for an account without a name in a dialog heading (“Edit user”)',
  },
  thePerson: {
    id: 'admin.users.thePerson',
    defaultMessage: 'The person',
    description: 'Stands for an invited person without a name, at the start of a sentence',
  },
  resetConfirm: {
    id: 'admin.users.resetConfirm',
    defaultMessage:
      'Send {name} a link to choose a new password? It goes to {email} and works for 30 minutes. You will not see or choose the password; their other sessions end when they use it.',
    description:
      'The question before a password reset link is sent; {name} and {email} are the account’s',
  },
  resetTitle: {
    id: 'admin.users.resetTitle',
    defaultMessage: 'Reset link for {name}',
    description: 'The heading of the reset link question',
  },
  resetSent: {
    id: 'admin.users.resetSent',
    defaultMessage:
      'A link to choose a new password went to {email}. {name} can use it for 30 minutes.',
    description: 'Shown once a reset link is sent',
  },
  invitationConfirm: {
    id: 'admin.users.invitationConfirm',
    defaultMessage:
      "Send {name}''s invitation again to {email}? The link sent before stops working.",
    description: 'The question before an invitation is sent again',
  },
  invitationTitle: {
    id: 'admin.users.invitationTitle',
    defaultMessage: 'Invite {name} again',
    description: 'The heading of the question before an invitation is sent again',
  },
  invitationSent: {
    id: 'admin.users.invitationSent',
    defaultMessage:
      'The invitation went to {email}. {name} sets their own password from it; the account cannot sign in until then.',
    description: 'Shown once an invitation is sent',
  },
  linkFailed: {
    id: 'admin.users.linkFailed',
    defaultMessage: 'The link could not be sent. Please try again.',
    description:
      'Shown when a reset link or an invitation could not be sent and the portal gave no reason',
  },
  sendInvitation: {
    id: 'admin.users.sendInvitation',
    defaultMessage: 'Send invitation',
    description: 'The button that sends an invitation (in the invite form and the question)',
  },
  sendInvitationAgain: {
    id: 'admin.users.sendInvitationAgain',
    defaultMessage: 'Send invitation again',
    description: "A row's button for an account whose holder has not set a password yet",
  },
  sendResetLink: {
    id: 'admin.users.sendResetLink',
    defaultMessage: 'Send reset link',
    description: "A row's button that sends a link to choose a new password",
  },
  sending: {
    id: 'admin.users.sending',
    defaultMessage: 'Sending...',
    description: 'A send button while it works',
  },
  toName: {
    id: 'admin.users.toName',
    defaultMessage: ' to {name}',
    description: 'Read by screen readers after a send button (keep the space at the start)',
  },
  edit: {
    id: 'admin.users.edit',
    defaultMessage: 'Edit',
    description: "A row's button that opens the edit form",
  },
  editTitle: {
    id: 'admin.users.editTitle',
    defaultMessage: 'Edit {name}',
    description: 'The heading of the edit form; {name} is the account holder',
  },
  delete: {
    id: 'admin.users.delete',
    defaultMessage: 'Delete',
    description: "A row's button that deletes the account (after a question)",
  },
  deleting: {
    id: 'admin.users.deleting',
    defaultMessage: 'Deleting...',
    description: 'The delete button while it works',
  },
  caption: {
    id: 'admin.users.caption',
    defaultMessage: 'Users ({count, number})',
    description: "The table's name, with how many accounts it lists",
  },
  name: {
    id: 'admin.users.name',
    defaultMessage: 'Name',
    description: 'Column header',
  },
  noName: {
    id: 'admin.users.noName',
    defaultMessage: '(no name)',
    description: 'Stands for an account without a name in the table',
  },
  email: {
    id: 'admin.users.email',
    defaultMessage: 'Email',
    description: 'Column header and form label: the email address',
  },
  notConfirmed: {
    id: 'admin.users.notConfirmed',
    defaultMessage: 'Not confirmed yet',
    description: 'Under a member’s address they have not confirmed',
  },
  invitationPending: {
    id: 'admin.users.invitationPending',
    defaultMessage: 'Invited: no password set yet',
    description: 'Under the address of an invited person who has not set a password',
  },
  changingTo: {
    id: 'admin.users.changingTo',
    defaultMessage: 'Changing to {email} once confirmed there',
    description: 'Under an address: the new one waiting for confirmation',
  },
  cardNumber: {
    id: 'admin.users.cardNumber',
    defaultMessage: 'RSMIN Card Number',
    description: 'Column header and form label: the membership card number',
  },
  noCardNumber: {
    id: 'admin.users.noCardNumber',
    defaultMessage: 'None',
    description: 'Stands for a staff account without a card number',
  },
  userType: {
    id: 'admin.users.userType',
    defaultMessage: 'User Type',
    description: 'Column header and form label: member (user), staff or admin',
  },
  userTypeName: {
    id: 'admin.users.userTypeName',
    defaultMessage: '{type, select, user {user} staff {staff} admin {admin} other {{type}}}',
    description:
      'An account’s type as the table and the list of choices show it (user is a member)',
  },
  yesNo: {
    id: 'admin.users.yesNo',
    defaultMessage: '{value, select, yes {Yes} other {No}}',
    description: 'A cell: whether the account has an access flag',
  },
  education: {
    id: 'admin.users.education',
    defaultMessage: 'Education',
    description: 'An access flag (column header and checkbox)',
  },
  harvesting: {
    id: 'admin.users.harvesting',
    defaultMessage: 'Harvesting',
    description: 'An access flag (column header and checkbox)',
  },
  communityOutreach: {
    id: 'admin.users.communityOutreach',
    defaultMessage: 'Community Outreach',
    description: 'An access flag (column header and checkbox)',
  },
  firstName: {
    id: 'admin.users.firstName',
    defaultMessage: 'First Name',
    description: 'Form label',
  },
  lastName: {
    id: 'admin.users.lastName',
    defaultMessage: 'Last Name',
    description: 'Form label',
  },
  cardHint: {
    id: 'admin.users.cardHint',
    defaultMessage: 'Staff and admins may have none: leave it empty.',
    description: 'The help under the card number for a staff or admin account',
  },
  chooseUserType: {
    id: 'admin.users.chooseUserType',
    defaultMessage: 'Choose a user type',
    description: 'The empty first choice of the user type list',
  },
  access: {
    id: 'admin.users.access',
    defaultMessage: 'Access',
    description: 'The heading of the three access flag checkboxes',
  },
  save: {
    id: 'admin.users.save',
    defaultMessage: 'Save',
    description: 'The edit form’s save button',
  },
  saving: {
    id: 'admin.users.saving',
    defaultMessage: 'Saving...',
    description: 'The save button while it works',
  },
  cancel: {
    id: 'admin.users.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes a form without saving',
  },
  inviteIntro: {
    id: 'admin.users.inviteIntro',
    defaultMessage:
      'The person gets an email with a link to set their own password (it works for 7 days). Until then the account cannot sign in. Staff have no RSMIN card number.',
    description: 'The paragraph at the top of the invite form',
  },
  invitationFailed: {
    id: 'admin.users.invitationFailed',
    defaultMessage: 'The invitation could not be sent. Please try again.',
    description: 'Shown when the invitation could not be sent and the portal gave no reason',
  },
});
