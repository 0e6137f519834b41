import type { LoginResponse } from '@portal/contract';
import { applicationEndpoints, type Application } from '@portal/contract/applications';

/** A member's application to a published grant, submitted as the form does (spec §7). */
export async function submitApplicationThroughApi(
  baseUrl: string,
  member: LoginResponse,
  grantId: string,
  answers: Record<string, string | string[]>,
): Promise<Application> {
  const response = await fetch(`${baseUrl}${applicationEndpoints.submit.path}`, {
    method: applicationEndpoints.submit.method,
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ grantId, answers }),
  });
  if (!response.ok) {
    throw new Error(`submitting to ${grantId} failed: ${response.status} ${await response.text()}`);
  }
  return applicationEndpoints.submit.response.parse(await response.json());
}
