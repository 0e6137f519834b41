import { notificationCalls, type EmailPreferences } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/** `PUT /api/notifications/preferences`: every kind, on or off; answers what is stored. */
export function saveEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  return callEndpoint(notificationCalls.updatePreferences, { body: preferences });
}
