/** The texts of spec §5 and §8 for user management, verbatim, and this screen's own. */
export const editUsersTexts = {
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  deleteFailed: 'Failed to delete user. Please try again.',
  updateFailed: 'Failed to update user. Please try again.',
  loadFailed: 'Failed to load users. Please try again.',
  noCardNumber: 'None',
  invitationPending: 'Invited: no password set yet',
  resetConfirm: (name: string, email: string) =>
    `Send ${name} a link to choose a new password? It goes to ${email} and works for 30 minutes. You will not see or choose the password; their other sessions end when they use it.`,
  resetSent: (name: string, email: string) =>
    `A link to choose a new password went to ${email}. ${name} can use it for 30 minutes.`,
  invitationConfirm: (name: string, email: string) =>
    `Send ${name}'s invitation again to ${email}? The link sent before stops working.`,
  invitationSent: (name: string, email: string) =>
    `The invitation went to ${email}. ${name} sets their own password from it; the account cannot sign in until then.`,
} as const;
