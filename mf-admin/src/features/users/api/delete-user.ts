import { userCalls } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `DELETE /api/users/{id}`. */
export async function deleteUser(id: string): Promise<void> {
  await callEndpoint(userCalls.remove, { params: { id } });
}
