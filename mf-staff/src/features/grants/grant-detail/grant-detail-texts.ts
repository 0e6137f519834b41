/** The texts of spec §8 for one grant, verbatim, and this screen's own. */
export const grantDetailTexts = {
  loadFailed: 'Error fetching grant details',
  notFoundTitle: 'Grant not found',
  notFound: 'There is no grant at this address. It may have been deleted.',
  archivedNotice:
    'This grant is archived: it is hidden from the lists and takes no applications, and it is kept with its applications. Restore it to change it.',
  archiveConfirm:
    'Archive this grant? It leaves the list of grants and takes no more applications. It is kept with its applications, and you can restore it.',
  published: 'The grant is published: members can apply.',
  archived: 'The grant is archived.',
  restored: 'The grant is restored.',
  changeFailed: {
    publish: 'Error publishing grant',
    archive: 'Error archiving grant',
    restore: 'Error restoring grant',
  },
} as const;
