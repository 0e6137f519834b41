/**
 * Every machine-readable error code the portal answers with (`code` in the error body), and the
 * HTTP status that goes with it: the one place a status is chosen. Screens branch on codes, never
 * on the sentence in `message`, which is for people and may be reworded.
 */
export const errorStatuses = {
  // The request itself
  'request.invalid': 400,
  'request.bad_path': 400,
  'request.not_found': 404,
  'request.too_slow': 408,
  'request.too_large': 413,
  'request.headers_too_large': 431,
  'request.range_not_satisfiable': 416,
  'request.unsupported_type': 415,
  'request.rate_limited': 429,
  /** A string or key holds U+0000 or a lone surrogate, which PostgreSQL cannot store (storable-text.ts). */
  'request.text_unstorable': 400,
  // Who is calling
  'auth.unauthenticated': 401,
  'auth.session_expired': 401,
  'auth.invalid_credentials': 401,
  'auth.forbidden': 403,
  'auth.too_many_attempts': 429,
  'auth.too_many_registrations': 429,
  // The portal itself
  'service.busy': 429,
  'service.unavailable': 503,
  'service.timeout': 504,
  'service.failed': 500,
  // Users
  'user.not_found': 404,
  'user.email_taken': 409,
  'user.card_taken': 409,
  'user.last_admin': 409,
  'user.email_already_confirmed': 409,
  'user.link_invalid': 400,
  'user.too_many_links': 429,
  /** An invitation sent again to an account whose holder has set a password already. */
  'user.invitation_accepted': 409,
  // Grants (the rules of grant-rules.ts each have their own code, all 400)
  'grant.not_found': 404,
  'grant.invalid': 400,
  'grant.title': 400,
  'grant.type': 400,
  'grant.dates': 400,
  'grant.status': 400,
  'grant.sections': 400,
  'grant.section': 400,
  'grant.weights': 400,
  'grant.question': 400,
  'grant.options': 400,
  'grant.defaults': 400,
  /** A grant that has had applications is archived or closed, never deleted. */
  'grant.has_applications': 409,
  /** The office asks for a second person: the one who submitted a grant cannot publish it. */
  'grant.second_approver_required': 409,
  /** An archived grant is kept as it is until it is restored. */
  'grant.archived': 409,
  // Reviewing
  'review.not_found': 404,
  'review.not_assigned': 403,
  'review.not_lead': 403,
  'review.invalid': 400,
  'review.score': 400,
  'review.incomplete': 400,
  'review.submitted': 409,
  'review.not_submitted': 409,
  'review.panel': 400,
  'review.reviewer': 400,
  'review.own_application': 409,
  'review.conflict_member': 404,
  // Applications
  'application.not_found': 404,
  'application.forbidden': 403,
  'application.grant_not_open': 409,
  'application.answers': 400,
  'application.status': 400,
  'application.request': 400,
  'application.not_requested': 400,
  'application.withdrawn': 409,
  'application.not_withdrawable': 409,
  'application.not_awaiting_information': 409,
  'application.email_unconfirmed': 403,
  /** A second application to a grant that takes one per member; the body names the first's `reference`. */
  'application.already_applied': 409,
  // Drafts of applications
  'draft.not_found': 404,
  // Files
  'file.not_found': 404,
  'file.forbidden': 403,
  'file.application_not_found': 404,
  'file.too_large': 413,
  'file.type': 415,
  'file.fields': 400,
  'file.missing': 400,
  'file.not_requested': 403,
  'file.multipart': 400,
  'file.parts': 400,
  // Notifications
  'notification.not_found': 404,
  'notification.not_failed': 409,
  // The nation's language packs
  'languages.pack_not_found': 404,
  'languages.pack_exists': 409,
  /** A message id the portal does not have. */
  'languages.message_not_found': 404,
  /** A translation that breaks a placeholder, ICU syntax or the length rule; the message names the key. */
  'languages.translation_invalid': 400,
  /** A publish refused because of drafts that fail the checks (`errors`: each key, `field`, and why). */
  'languages.publish_refused': 400,
  /** Nothing translated to publish yet. */
  'languages.nothing_to_publish': 409,
  /** A publication number the pack does not have. */
  'languages.version_not_found': 404,
  /** A pack without a font of its own (Latin letters), or not published yet. */
  'languages.font_not_found': 404,
  /** An import body that is not a PO file at all. */
  'languages.import_invalid': 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export function statusForCode(code: ErrorCode): number {
  return errorStatuses[code];
}

/**
 * The code for an error that arrived with only a status (a framework's own refusal): the
 * general code of that status.
 */
export function codeForStatus(status: number): ErrorCode {
  const general: Record<number, ErrorCode> = {
    401: 'auth.unauthenticated',
    403: 'auth.forbidden',
    404: 'request.not_found',
    408: 'request.too_slow',
    413: 'request.too_large',
    415: 'request.unsupported_type',
    429: 'request.rate_limited',
    503: 'service.unavailable',
    504: 'service.timeout',
  };
  return general[status] ?? (status >= 500 ? 'service.failed' : 'request.invalid');
}
