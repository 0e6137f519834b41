import { defineMessages } from '@portal/web-kit/i18n';

/** The grant list, `/grants` (spec §2 and §8; quoted texts verbatim). */
export const grantListMessages = defineMessages({
  title: {
    id: 'staff.grantList.title',
    defaultMessage: 'Grants',
    description: "The grant list's heading and browser tab title",
  },
  createNew: {
    id: 'staff.grantList.createNew',
    defaultMessage: 'Create New Grant',
    description: 'Link to the form that creates a grant (spec §2)',
  },
  quickAdd: {
    id: 'staff.grantList.quickAdd',
    defaultMessage: 'Quick Add Grant',
    description: 'Link to the page that creates a grant from JSON (spec §2)',
  },
  backToEducation: {
    id: 'staff.grantList.backToEducation',
    defaultMessage: 'Back to Education',
    description: 'Link back to the education dashboard (spec §2)',
  },
  loadFailed: {
    id: 'staff.grantList.loadFailed',
    defaultMessage: 'Error fetching grants',
    description: 'Shown when the grant list could not be loaded (spec §8)',
  },
  loading: {
    id: 'staff.grantList.loading',
    defaultMessage: 'Loading grants…',
    description: 'Shown while the grant list loads',
  },
  updating: {
    id: 'staff.grantList.updating',
    defaultMessage: 'Updating the list…',
    description: 'Shown while the grant list reloads after a change',
  },
  empty: {
    id: 'staff.grantList.empty',
    defaultMessage: 'No grants available. Create one to get started.',
    description: 'The empty grant list (spec §8)',
  },
  noneFound: {
    id: 'staff.grantList.noneFound',
    defaultMessage: 'No grants match “{search}”.',
    description: 'The grant list when a search finds nothing; search is what was typed',
  },
  deleteConfirm: {
    id: 'staff.grantList.deleteConfirm',
    defaultMessage: 'Are you sure you want to delete this grant?',
    description: 'The question before a grant is deleted (spec §2)',
  },
  deleteTitle: {
    id: 'staff.grantList.deleteTitle',
    defaultMessage: 'Delete {title}',
    description:
      "The heading of the question before a grant is deleted; title is the grant's title",
  },
  deleteFailed: {
    id: 'staff.grantList.deleteFailed',
    defaultMessage: 'Error deleting grant',
    description: 'Shown when deleting a grant failed (spec §8)',
  },
  deleted: {
    id: 'staff.grantList.deleted',
    defaultMessage: 'Deleted "{title}".',
    description: "After a grant was deleted; title is the grant's title",
  },
  duplicateFailed: {
    id: 'staff.grantList.duplicateFailed',
    defaultMessage: 'Error duplicating grant',
    description: 'Shown when duplicating a grant failed (spec §8)',
  },
  duplicated: {
    id: 'staff.grantList.duplicated',
    defaultMessage: 'Successfully duplicated "{title}"',
    description: "After a grant was duplicated (spec §8); title is the grant's title",
  },
  archiveConfirm: {
    id: 'staff.grantList.archiveConfirm',
    defaultMessage:
      'Archive this grant? It leaves the list of grants and takes no more applications. It is kept with its applications, and you can restore it.',
    description: 'The question before a grant that has had applications is archived',
  },
  archiveTitle: {
    id: 'staff.grantList.archiveTitle',
    defaultMessage: 'Archive {title}',
    description:
      "The heading of the question before a grant is archived; title is the grant's title",
  },
  archiveFailed: {
    id: 'staff.grantList.archiveFailed',
    defaultMessage: 'Error archiving grant',
    description: 'Shown when archiving a grant failed',
  },
  archived: {
    id: 'staff.grantList.archived',
    defaultMessage:
      'Archived "{title}". It is kept with its applications: show archived grants to restore it.',
    description: "After a grant was archived; title is the grant's title",
  },
  restoreFailed: {
    id: 'staff.grantList.restoreFailed',
    defaultMessage: 'Error restoring grant',
    description: 'Shown when restoring an archived grant failed',
  },
  restored: {
    id: 'staff.grantList.restored',
    defaultMessage: 'Restored "{title}".',
    description: "After an archived grant was restored; title is the grant's title",
  },
  showArchived: {
    id: 'staff.grantList.showArchived',
    defaultMessage: 'Show archived grants',
    description: 'Checkbox that adds the archived grants to the list',
  },
  searchLabel: {
    id: 'staff.grantList.searchLabel',
    defaultMessage: 'Search grants by title',
    description: "The label of the grant list's search field",
  },
  pages: {
    id: 'staff.grantList.pages',
    defaultMessage: 'Pages of grants',
    description: "The name screen readers give the grant list's pager",
  },
});

/** The grants table: its caption, headers and row buttons. */
export const grantsTableMessages = defineMessages({
  caption: {
    id: 'staff.grantsTable.caption',
    defaultMessage: 'Grants ({count})',
    description: 'The grants table caption; count is how many rows it shows',
  },
  titleHeader: {
    id: 'staff.grantsTable.titleHeader',
    defaultMessage: 'Title',
    description: 'Grants table column header: the grant title',
  },
  typeHeader: {
    id: 'staff.grantsTable.typeHeader',
    defaultMessage: 'Type',
    description: 'Grants table column header: the grant type',
  },
  statusHeader: {
    id: 'staff.grantsTable.statusHeader',
    defaultMessage: 'Status',
    description: 'Grants table column header: the grant status',
  },
  opensHeader: {
    id: 'staff.grantsTable.opensHeader',
    defaultMessage: 'Opens',
    description: 'Grants table column header: the date applications open',
  },
  closesHeader: {
    id: 'staff.grantsTable.closesHeader',
    defaultMessage: 'Closes',
    description: 'Grants table column header: the date applications close',
  },
  applicationsHeader: {
    id: 'staff.grantsTable.applicationsHeader',
    defaultMessage: 'Applications',
    description: 'Grants table column header: how many applications the grant has',
  },
  archivedBadge: {
    id: 'staff.grantsTable.archivedBadge',
    defaultMessage: 'Archived',
    description: "A badge beside an archived grant's status",
  },
  view: {
    id: 'staff.grantsTable.view',
    defaultMessage: 'View',
    description: "A row's link to the grant's page; screen readers hear the grant's title after it",
  },
  edit: {
    id: 'staff.grantsTable.edit',
    defaultMessage: 'Edit',
    description: "A row's link to edit the grant",
  },
  duplicate: {
    id: 'staff.grantsTable.duplicate',
    defaultMessage: 'Duplicate',
    description: "A row's button that copies the grant",
  },
  duplicating: {
    id: 'staff.grantsTable.duplicating',
    defaultMessage: 'Duplicating...',
    description: 'The Duplicate button while the copy is made',
  },
  delete: {
    id: 'staff.grantsTable.delete',
    defaultMessage: 'Delete',
    description: "A row's button that deletes the grant (after a question)",
  },
  deleting: {
    id: 'staff.grantsTable.deleting',
    defaultMessage: 'Deleting...',
    description: 'The Delete button while the grant is deleted',
  },
  archive: {
    id: 'staff.grantsTable.archive',
    defaultMessage: 'Archive',
    description: "A row's button that archives a grant that has had applications",
  },
  archiving: {
    id: 'staff.grantsTable.archiving',
    defaultMessage: 'Archiving...',
    description: 'The Archive button while the grant is archived',
  },
  restore: {
    id: 'staff.grantsTable.restore',
    defaultMessage: 'Restore',
    description: "An archived grant's button that brings it back",
  },
  restoring: {
    id: 'staff.grantsTable.restoring',
    defaultMessage: 'Restoring...',
    description: 'The Restore button while the grant is restored',
  },
  cancel: {
    id: 'staff.grantsTable.cancel',
    defaultMessage: 'Cancel',
    description: 'The button that answers no to a question (delete, archive)',
  },
});
