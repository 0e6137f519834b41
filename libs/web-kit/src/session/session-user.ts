import type { AccessFlag, User, UserType } from '@portal/contract';

// The contract's user types, spelled out (and checked complete by the compiler): importing
// its `userTypes` list would pull the contract's validation library, zod (~22 KB gzipped),
// into every page's first download, because web-kit is loaded with the shell.
const knownUserTypes = { user: true, staff: true, admin: true } satisfies Record<UserType, true>;

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && Object.hasOwn(knownUserTypes, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the signed-in account (spec §3) from untrusted JSON: local storage can hold anything
 * (an older release's shape, a value edited by hand), and an answer is checked before the
 * screens rely on it. Missing names become '' and missing flags false, so the screens never
 * crash on a stale stored user; without an id or a known userType it is not a user at all. A
 * user stored by a release that did not know about confirming the address counts as confirmed
 * until `GET /api/users/me` says otherwise (no notice shown on a guess).
 */
export function toSessionUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const id = typeof value['_id'] === 'string' ? value['_id'] : value['id'];
  const userType = value['userType'];
  if (typeof id !== 'string' || id === '') return null;
  if (!isUserType(userType)) return null;
  const text = (key: string): string => (typeof value[key] === 'string' ? value[key] : '');
  const flag = (key: AccessFlag): boolean => value[key] === true;
  const firstName = text('firstName');
  const lastName = text('lastName');
  return {
    _id: id,
    id,
    firstName,
    lastName,
    email: text('email'),
    cardNumber: text('cardNumber'),
    userType,
    name: text('name') || fullName({ firstName, lastName }),
    education: flag('education'),
    harvesting: flag('harvesting'),
    communityOutreach: flag('communityOutreach'),
    languages: value['languages'] === true,
    ...(typeof value['language'] === 'string' ? { language: value['language'] } : {}),
    emailConfirmed: value['emailConfirmed'] !== false,
    pendingEmail: typeof value['pendingEmail'] === 'string' ? value['pendingEmail'] : null,
  };
}

/** "First Last", for lists that send the two names but not `name` (the admin user list). */
export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
