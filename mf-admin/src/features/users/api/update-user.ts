import { userCalls, type UpdateUserRequest, type User } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `PUT /api/users/{id}`: when an email is present, `updateEmailHash: true` travels with it (spec §7). */
export function updateUser(
  id: string,
  changes: Omit<UpdateUserRequest, 'updateEmailHash'>,
): Promise<User> {
  return callEndpoint(userCalls.update, {
    params: { id },
    body: { ...changes, ...(changes.email ? { updateEmailHash: true } : {}) },
  });
}
