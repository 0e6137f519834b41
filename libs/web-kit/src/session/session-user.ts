import { userTypes, type AccessFlag, type UserType } from '@portal/contract';

/**
 * The signed-in account, as the login response and `GET /api/users/me` return it (spec §3).
 * The services send `_id` and, for users, also `id`.
 */
export interface SessionUser {
  _id: string;
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  cardNumber?: string;
  userType: UserType;
  name?: string;
  education: boolean;
  harvesting: boolean;
  communityOutreach: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a user from untrusted JSON (local storage can hold anything: an older release's
 * shape, or a value edited by hand). Missing names become '' and missing flags false, so
 * the screens never crash on a stale stored user; without an id or a known userType it is
 * not a user at all.
 */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const id = typeof value['_id'] === 'string' ? value['_id'] : value['id'];
  const userType = value['userType'];
  if (typeof id !== 'string' || id === '') return null;
  if (typeof userType !== 'string' || !(userTypes as readonly string[]).includes(userType)) {
    return null;
  }
  const text = (key: string): string => (typeof value[key] === 'string' ? value[key] : '');
  const flag = (key: AccessFlag): boolean => value[key] === true;
  const user: SessionUser = {
    _id: id,
    id,
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    userType: userType as UserType,
    education: flag('education'),
    harvesting: flag('harvesting'),
    communityOutreach: flag('communityOutreach'),
  };
  if (typeof value['cardNumber'] === 'string') user.cardNumber = value['cardNumber'];
  if (typeof value['name'] === 'string') user.name = value['name'];
  return user;
}
