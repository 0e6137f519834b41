import { officeSettingsCalls, type OfficeSettings } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/office-settings`: how the office runs the portal (what it asks of members). */
export function getOfficeSettings(signal?: AbortSignal): Promise<OfficeSettings> {
  return callEndpoint(officeSettingsCalls.get, { signal });
}
