import type { notificationCalls } from '@portal/contract/notifications';
import { useEffect } from 'react';
import { callEndpoint } from '../api/call-endpoint.js';
import { unreadNotifications } from './unread-notifications.js';

// The contract's call, written out: web-kit takes only types from the contract (its values
// bring zod into every page); the type holds it to the contract's method, path and answer.
const markReadForApplication: (typeof notificationCalls)['markReadForApplication'] = {
  method: 'POST',
  path: '/api/notifications/application/:id/read',
  answer: 'object',
};

/**
 * Once an application is on screen (the member's own, or a reviewer's review page), the
 * signed-in person's notices about it are read, however it was opened (a notice in the inbox,
 * the link of a notice's email, a list): `POST /api/notifications/application/{id}/read`, and
 * the bell counts the others.
 */
export function useApplicationNoticesRead(applicationId: string | undefined): void {
  useEffect(() => {
    if (!applicationId) return;
    callEndpoint(markReadForApplication, { params: { id: applicationId } }).then(
      (answer) => unreadNotifications.set(answer.unread),
      () => undefined, // the bell stays as it was; the inbox can still mark them
    );
  }, [applicationId]);
}
