import { officeSettingsCalls, type OfficeGuidelines } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/office-settings/guidelines`: the office's guidelines for applicants. */
export function getGuidelines(signal?: AbortSignal): Promise<OfficeGuidelines> {
  return callEndpoint(officeSettingsCalls.guidelines, { signal });
}
