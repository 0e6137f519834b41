/** The texts of spec §5 and §8 for user management, verbatim, and this screen's own. */
export const editUsersTexts = {
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  deleteFailed: 'Failed to delete user. Please try again.',
  updateFailed: 'Failed to update user. Please try again.',
  loadFailed: 'Failed to load users. Please try again.',
} as const;
