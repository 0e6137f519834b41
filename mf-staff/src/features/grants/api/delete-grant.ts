import { grantCalls } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `DELETE /api/grants/{id}` (after the screen's confirm). */
export async function deleteGrant(id: string): Promise<void> {
  await callEndpoint(grantCalls.remove, { params: { id } });
}
