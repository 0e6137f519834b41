import { officeSettingsCalls, type OfficeGuidelines } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/office-settings/guidelines`. */
export function getOfficeGuidelines(signal?: AbortSignal): Promise<OfficeGuidelines> {
  return callEndpoint(officeSettingsCalls.guidelines, { signal });
}

/** `PUT /api/office-settings/guidelines`: replaces the guidelines. */
export function updateOfficeGuidelines(guidelines: OfficeGuidelines): Promise<OfficeGuidelines> {
  return callEndpoint(officeSettingsCalls.updateGuidelines, { body: guidelines });
}
