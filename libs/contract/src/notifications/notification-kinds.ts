// No zod here: the member's email preferences list these kinds (a module that builds schemas would
// bring zod into the screen's bundle).

/** The things that happened to an application, a draft or a grant that a notice tells of. */
export const notificationEventKinds = [
  /** Submitted: to the applicant, with the reference. */
  'received',
  /** A reviewer set a status: to the applicant, with the member's label (never internal notes). */
  'statusChanged',
  /** A reviewer asked for more information: to the applicant. */
  'moreInfoRequested',
  /** The applicant gave what was asked: to the reviewers (`reviewerIds`). */
  'resubmitted',
  /** The applicant withdrew: to the reviewers (`reviewerIds`). */
  'withdrawn',
  /** The applicant withdrew: to the applicant, the confirmation of their own withdrawal. */
  'withdrawalConfirmed',
  /** A new application arrived: to every reviewer who asked for it (off unless turned on). */
  'newApplication',
  /** A draft's grant closes in 72 h or 24 h (America/Toronto): to the member who holds the draft. */
  'draftReminder',
  /**
   * A grant was submitted for approval while the office asks for a second approver: to every
   * reviewer but the one who submitted it (from the grants service; no application).
   */
  'grantAwaitingApproval',
  /**
   * An administrator removed a file from a submitted application: to the applicant, naming the
   * question it answered (from the files service, through the applications service).
   */
  'fileRemoved',
] as const;
export type NotificationEventKind = (typeof notificationEventKinds)[number];

/**
 * Kinds whose email is off until the person turns it on: a reviewer asks for an email at each new
 * application. For these the choice decides whether the notice is made at all.
 */
export const emailOffByDefaultKinds: readonly NotificationEventKind[] = ['newApplication'];
