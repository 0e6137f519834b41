import { unreadNotifications } from '@portal/web-kit';
import { useEffect } from 'react';
import { markApplicationNoticesRead } from './api/mark-application-notices-read.js';

/**
 * Once the member's application is on screen, its notices are read, however it was opened (a
 * notice in the inbox, the link of a notice's email, the list): the bell counts the others.
 */
export function useApplicationNoticesRead(applicationId: string | undefined): void {
  useEffect(() => {
    if (!applicationId) return;
    markApplicationNoticesRead(applicationId).then(
      (unread) => unreadNotifications.set(unread),
      () => undefined, // the bell stays as it was; the inbox can still mark them
    );
  }, [applicationId]);
}
