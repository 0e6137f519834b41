import { applicationCalls } from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/** `DELETE /api/grant-applications/{id}` (after the screen's confirm). Its files stay until cleanup. */
export async function deleteApplication(id: string): Promise<void> {
  await callEndpoint(applicationCalls.remove, { params: { id } });
}
