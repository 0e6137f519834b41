import { defineMessages } from '@portal/web-kit/i18n';

/** A grant's page, /grants/{id} (spec §8; quoted texts verbatim). */
export const grantDetailMessages = defineMessages({
  heading: {
    id: 'staff.grantDetail.heading',
    defaultMessage: 'Grant Details',
    description: "Heading of a grant's page while it loads",
  },
  loadFailed: {
    id: 'staff.grantDetail.loadFailed',
    defaultMessage: 'Error fetching grant details',
    description: 'Shown when the grant could not be loaded (spec §8)',
  },
  loading: {
    id: 'staff.grantDetail.loading',
    defaultMessage: 'Loading the grant…',
    description: 'Shown while the grant loads',
  },
  retryWhat: {
    id: 'staff.grantDetail.retryWhat',
    defaultMessage: 'loading the grant',
    description: 'Read by screen readers after Try again on a slow load',
  },
  retry: {
    id: 'staff.grantDetail.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads the grant again',
  },
  notFoundTitle: {
    id: 'staff.grantDetail.notFoundTitle',
    defaultMessage: 'Grant not found',
    description: 'Heading when no grant has this address',
  },
  notFound: {
    id: 'staff.grantDetail.notFound',
    defaultMessage: 'There is no grant at this address. It may have been deleted.',
    description: 'When no grant has this address',
  },
  archivedNotice: {
    id: 'staff.grantDetail.archivedNotice',
    defaultMessage:
      'This grant is archived: it is hidden from the lists and takes no applications, and it is kept with its applications. Restore it to change it.',
    description: "Notice on an archived grant's page",
  },
  edit: {
    id: 'staff.grantDetail.edit',
    defaultMessage: 'Edit',
    description: 'Link to edit the grant',
  },
  backToGrants: {
    id: 'staff.grantDetail.backToGrants',
    defaultMessage: 'Back to Grants',
    description: 'Link back to the grant list',
  },
  applications: {
    id: 'staff.grantDetail.applications',
    defaultMessage: 'Applications',
    description: 'Fact: how many applications the grant has',
  },
  locked: {
    id: 'staff.grantDetail.locked',
    defaultMessage: 'Locked',
    description: 'Fact: whether the grant is locked by its first application',
  },
  lockedSince: {
    id: 'staff.grantDetail.lockedSince',
    defaultMessage: 'Yes, since',
    description: 'Value of Locked, followed by a date and time',
  },
  notLocked: {
    id: 'staff.grantDetail.notLocked',
    defaultMessage: 'No (no applications yet)',
    description: 'Value of Locked when the grant has no applications',
  },
  created: {
    id: 'staff.grantDetail.created',
    defaultMessage: 'Created',
    description: 'Fact: when the grant was created',
  },
  lastUpdated: {
    id: 'staff.grantDetail.lastUpdated',
    defaultMessage: 'Last updated',
    description: 'Fact: when the grant was last saved',
  },
});

/** The grant page's Publish, Archive and Restore. */
export const grantActionMessages = defineMessages({
  publish: {
    id: 'staff.grantActions.publish',
    defaultMessage: 'Publish',
    description: 'Button that publishes a grant pending approval',
  },
  publishing: {
    id: 'staff.grantActions.publishing',
    defaultMessage: 'Publishing...',
    description: 'The Publish button while publishing',
  },
  archive: {
    id: 'staff.grantActions.archive',
    defaultMessage: 'Archive',
    description: 'Button that archives the grant',
  },
  archiving: {
    id: 'staff.grantActions.archiving',
    defaultMessage: 'Archiving...',
    description: 'The Archive button while archiving',
  },
  restore: {
    id: 'staff.grantActions.restore',
    defaultMessage: 'Restore',
    description: 'Button that restores an archived grant',
  },
  restoring: {
    id: 'staff.grantActions.restoring',
    defaultMessage: 'Restoring...',
    description: 'The Restore button while restoring',
  },
  cancel: {
    id: 'staff.grantActions.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that answers no to the archive question',
  },
  archiveTitle: {
    id: 'staff.grantActions.archiveTitle',
    defaultMessage: 'Archive {title}',
    description: "Heading of the archive question; title is the grant's title",
  },
  archiveConfirm: {
    id: 'staff.grantActions.archiveConfirm',
    defaultMessage:
      'Archive this grant? It leaves the list of grants and takes no more applications. It is kept with its applications, and you can restore it.',
    description: 'The question before the grant is archived',
  },
  published: {
    id: 'staff.grantActions.published',
    defaultMessage: 'The grant is published: members can apply.',
    description: 'After the grant was published',
  },
  archived: {
    id: 'staff.grantActions.archived',
    defaultMessage: 'The grant is archived.',
    description: 'After the grant was archived',
  },
  restored: {
    id: 'staff.grantActions.restored',
    defaultMessage: 'The grant is restored.',
    description: 'After the grant was restored',
  },
  publishFailed: {
    id: 'staff.grantActions.publishFailed',
    defaultMessage: 'Error publishing grant',
    description: 'When publishing failed',
  },
  archiveFailed: {
    id: 'staff.grantActions.archiveFailed',
    defaultMessage: 'Error archiving grant',
    description: 'When archiving failed',
  },
  restoreFailed: {
    id: 'staff.grantActions.restoreFailed',
    defaultMessage: 'Error restoring grant',
    description: 'When restoring failed',
  },
});

/** A grant's history: each entry is the person's name, then what they did. */
export const grantHistoryMessages = defineMessages({
  heading: {
    id: 'staff.grantHistory.heading',
    defaultMessage: 'History',
    description: "Heading of the grant's history",
  },
  loading: {
    id: 'staff.grantHistory.loading',
    defaultMessage: 'Loading the history…',
    description: 'While the history loads',
  },
  retryWhat: {
    id: 'staff.grantHistory.retryWhat',
    defaultMessage: 'loading the history',
    description: 'Read by screen readers after Try again on a slow load',
  },
  loadFailed: {
    id: 'staff.grantHistory.loadFailed',
    defaultMessage: 'Error fetching grant history',
    description: 'When the history could not be loaded',
  },
  empty: {
    id: 'staff.grantHistory.empty',
    defaultMessage: 'No changes recorded yet.',
    description: 'An empty history',
  },
  unknownActor: {
    id: 'staff.grantHistory.unknownActor',
    defaultMessage: 'Someone',
    description: 'Who made a change, when their name is unknown',
  },
  theOriginal: {
    id: 'staff.grantHistory.theOriginal',
    defaultMessage: 'the original',
    description: "Link, in brackets after a copy's entry, to the grant it was copied from",
  },
  created: {
    id: 'staff.grantHistory.created',
    defaultMessage: 'created the grant',
    description: "History entry, after the person's name",
  },
  edited: {
    id: 'staff.grantHistory.edited',
    defaultMessage: 'updated the grant',
    description: "History entry, after the person's name",
  },
  submitted: {
    id: 'staff.grantHistory.submitted',
    defaultMessage: 'submitted it for approval',
    description: "History entry, after the person's name",
  },
  submittedFromTo: {
    id: 'staff.grantHistory.submittedFromTo',
    defaultMessage: 'submitted it for approval (status from {from} to {to})',
    description: "History entry, after the person's name; from and to are status names",
  },
  statusChanged: {
    id: 'staff.grantHistory.statusChanged',
    defaultMessage: 'changed the status',
    description: "History entry, after the person's name",
  },
  statusChangedFromTo: {
    id: 'staff.grantHistory.statusChangedFromTo',
    defaultMessage: 'changed the status from {from} to {to}',
    description: "History entry, after the person's name; from and to are status names",
  },
  duplicated: {
    id: 'staff.grantHistory.duplicated',
    defaultMessage: 'created it as a copy of another grant',
    description: "History entry, after the person's name",
  },
  deleted: {
    id: 'staff.grantHistory.deleted',
    defaultMessage: 'deleted the grant',
    description: "History entry, after the person's name",
  },
  archived: {
    id: 'staff.grantHistory.archived',
    defaultMessage: 'archived the grant',
    description: "History entry, after the person's name",
  },
  restored: {
    id: 'staff.grantHistory.restored',
    defaultMessage: 'restored it from the archive',
    description: "History entry, after the person's name",
  },
});
