import { notificationCalls, type EmailPreferences } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/notifications/preferences`: which kinds of notice also come by email. */
export function getEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  return callEndpoint(notificationCalls.preferences, { signal });
}
