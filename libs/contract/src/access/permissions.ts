import type { AccessFlag, Principal } from '../users/user.js';

export type { Principal } from '../users/user.js';

/** The kinds of caller decisions §3 names. */
export type CallerRule = 'signed-in' | 'admin' | 'reviewer' | 'staff' | 'languages-editor';

const rules: Record<CallerRule, (principal: Principal) => boolean> = {
  'signed-in': () => true,
  admin: (principal) => principal.userType === 'admin',
  /** "R": an admin, or a staff member with the education flag. */
  reviewer: (principal) =>
    principal.userType === 'admin' || (principal.userType === 'staff' && principal.education),
  /** Any staff account, or an admin: who may sit on a grant's review panel. */
  staff: (principal) => principal.userType === 'admin' || principal.userType === 'staff',
  /** Who keeps the nation's language packs: an admin, or a staff member with the languages flag. */
  'languages-editor': (principal) =>
    principal.userType === 'admin' ||
    (principal.userType === 'staff' && principal.languages === true),
};

/**
 * THE table of who may do what (decisions §3). Every route of every service names one of
 * these permissions (or is public); the guard in @portal/nest-kit checks it on every call,
 * and the screens mirror it. Rows that add "or the applicant" give signed-in callers the route
 * and leave the ownership check to the service, with `isReviewer` for the "R" part.
 */
export const permissionTable = {
  /** GET /api/users/me */
  'session:read': 'signed-in',
  /** POST /api/users/logout (one's own session) */
  'session:end': 'signed-in',
  /**
   * POST /api/users/me/email-confirmation (a link to confirm one's own address),
   * PUT /api/users/me/language (one's own language)
   */
  'account:own': 'signed-in',
  /** GET /api/users, PUT /api/users/{id}, DELETE /api/users/{id} */
  'users:manage': 'admin',
  /** GET /api/office-settings, GET /api/office-settings/guidelines (the screens follow the office's settings) */
  'settings:read': 'signed-in',
  /** PUT /api/office-settings, PUT /api/office-settings/guidelines */
  'settings:manage': 'admin',
  /**
   * GET /api/grants, POST /api/grants, PUT/DELETE /api/grants/{id}, POST /api/grants/{id}/submit,
   * /publish, /archive, /restore (the second approval, when on, is checked in the service)
   */
  'grants:manage': 'reviewer',
  /** GET /api/grants/{id} (published ones for everyone signed in), GET /api/available-grants */
  'grants:read': 'signed-in',
  /**
   * POST /api/grant-applications; GET /api/grant-applications[/{id}] (own ones, or all for R);
   * POST /api/grant-applications/{id}/resubmit and /withdraw (the applicant only, checked in the service)
   */
  'applications:use': 'signed-in',
  /** /api/grant-applications/drafts[/{id}[/submit]]: one's own drafts only, for everyone (R too) */
  'applications:draft': 'signed-in',
  /**
   * PUT /api/grant-applications/{id}/status, DELETE /api/grant-applications/{id},
   * POST /api/grant-applications/{id}/more-info-request
   */
  'applications:review': 'reviewer',
  /**
   * GET /api/users/{id}/card-number (masked), POST /api/users/{id}/card-number/reveal (in full,
   * recorded): an applicant's membership card number on the review page
   */
  'card-numbers:read': 'reviewer',
  /** POST /api/files/upload, GET /api/files/limits, GET /api/files/application/{id}, GET /api/files/{id} (R, or the applicant) */
  'files:use': 'signed-in',
  /** GET /api/files/admin/*, POST /api/files/admin/cleanup, DELETE /api/files/{id}, GET /api/files/application/{id}/history, GET /api/files/history/{id} */
  'files:manage': 'reviewer',
  /**
   * GET /api/notifications, GET /api/notifications/unread-count, POST /api/notifications/{id}/read,
   * POST /api/notifications/application/{id}/read, POST /api/notifications/read-all,
   * GET/PUT /api/notifications/preferences (one's own only)
   */
  'notifications:use': 'signed-in',
  /** GET /api/admin/notifications, POST /api/admin/notifications/{id}/retry (every notice's email) */
  'notifications:manage': 'admin',
  /**
   * The nation's language packs: GET /api/language-packs/editing, POST /api/language-packs,
   * PUT /api/language-packs/{code}, GET /api/language-packs/{code}/messages,
   * PUT /api/language-packs/{code}/messages/{id}, GET/POST /api/language-packs/{code}/publications,
   * GET /api/language-packs/{code}/export.po, POST /api/language-packs/{code}/import.
   * (GET /api/language-packs and a published pack's catalogues and font are public.)
   */
  'languages:edit': 'languages-editor',
  /**
   * A grant's review panel and its ranked list: GET /api/reviews/candidates,
   * GET/PUT /api/reviews/grants/{id}/panel, POST /api/reviews/grants/{id}/assignments,
   * PUT /api/reviews/grants/{id}/blind (the grant's lead, checked in the service),
   * GET /api/reviews/grants/{id}/ranking, GET /api/reviews/grants/{id}/export.csv (recorded),
   * POST /api/reviews/grants/{id}/decisions (the lead, checked in the service),
   * POST /api/reviews/applications/{id}/reviews/{reviewerId}/reopen (the lead, checked in the service)
   */
  'reviews:manage': 'reviewer',
  /** GET /api/reviews/disclosures: every export of members' data from reviewing */
  'reviews:disclosures': 'admin',
  /**
   * Reviewing what one is assigned: GET /api/reviews/assigned, GET /api/reviews/applications/{id},
   * PUT /api/reviews/applications/{id}/review, POST …/review/submit, POST …/conflict (only an
   * application assigned to the caller, checked in the service); one's own conflict list:
   * GET/POST /api/reviews/conflicts, DELETE /api/reviews/conflicts/{id}
   */
  'reviews:score': 'staff',
} as const satisfies Record<string, CallerRule>;

export type Permission = keyof typeof permissionTable;

export function can(principal: Principal, permission: Permission): boolean {
  return rules[permissionTable[permission]](principal);
}

/** "R" of decisions §3, for the ownership checks ("R, or the applicant"). */
export function isReviewer(principal: Principal): boolean {
  return rules.reviewer(principal);
}

/** Whether an account has one of the access flags (admins pass every flag check, spec §6). */
export function hasFlag(principal: Principal, flag: AccessFlag): boolean {
  return principal.userType === 'admin' || principal[flag];
}
