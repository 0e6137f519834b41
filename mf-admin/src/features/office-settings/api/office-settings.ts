import {
  officeSettingsCalls,
  type OfficeSettings,
  type OfficeSettingsUpdate,
} from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/office-settings`. */
export function getOfficeSettings(signal?: AbortSignal): Promise<OfficeSettings> {
  return callEndpoint(officeSettingsCalls.get, { signal });
}

/** `PUT /api/office-settings`: the settings sent change, the others stay. */
export function updateOfficeSettings(change: OfficeSettingsUpdate): Promise<OfficeSettings> {
  return callEndpoint(officeSettingsCalls.update, { body: change });
}
