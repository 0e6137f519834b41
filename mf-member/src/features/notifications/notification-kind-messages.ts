import type { NotificationEventKind } from '@portal/contract/notifications';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { notificationsMessages as messages } from './messages.js';

/** Each kind of notice's email choice, as the form lists them. */
export const notificationKindMessages: Readonly<Record<NotificationEventKind, MessageDescriptor>> =
  {
    received: messages.receivedKind,
    statusChanged: messages.statusChangedKind,
    moreInfoRequested: messages.moreInfoRequestedKind,
    withdrawalConfirmed: messages.withdrawalConfirmedKind,
    draftReminder: messages.draftReminderKind,
    resubmitted: messages.resubmittedKind,
    withdrawn: messages.withdrawnKind,
    newApplication: messages.newApplicationKind,
    grantAwaitingApproval: messages.grantAwaitingApprovalKind,
    fileRemoved: messages.fileRemovedKind,
  };
