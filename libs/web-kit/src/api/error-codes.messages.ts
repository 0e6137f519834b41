import type { ErrorCode } from '@portal/contract/http';
import { defineMessages, type MessageDescriptor } from '@portal/messages';

/**
 * The API's errors in words, by code (libs/contract/src/http/error-codes.ts): what a screen shows
 * for a failed call in a language other than English. English shows the service's own sentence
 * (`message`, the spec's words verbatim); these English texts are only the translators' source.
 */
export const errorCodeMessages = defineMessages({
  'request.invalid': {
    id: 'kit.errors.request_invalid',
    defaultMessage: 'The request is not valid. Please check what you entered.',
    description:
      'Why a call to the portal failed (error code request.invalid), shown on the screen where it failed',
  },
  'request.bad_path': {
    id: 'kit.errors.request_bad_path',
    defaultMessage: 'This address is not valid.',
    description:
      'Why a call to the portal failed (error code request.bad_path), shown on the screen where it failed',
  },
  'request.not_found': {
    id: 'kit.errors.request_not_found',
    defaultMessage: 'What you asked for was not found.',
    description:
      'Why a call to the portal failed (error code request.not_found), shown on the screen where it failed',
  },
  'request.too_slow': {
    id: 'kit.errors.request_too_slow',
    defaultMessage: 'The request took too long to arrive. Please try again.',
    description:
      'Why a call to the portal failed (error code request.too_slow), shown on the screen where it failed',
  },
  'request.too_large': {
    id: 'kit.errors.request_too_large',
    defaultMessage: 'What you sent is too large.',
    description:
      'Why a call to the portal failed (error code request.too_large), shown on the screen where it failed',
  },
  'request.headers_too_large': {
    id: 'kit.errors.request_headers_too_large',
    defaultMessage: 'The request is too large. Please sign in again.',
    description:
      'Why a call to the portal failed (error code request.headers_too_large), shown on the screen where it failed',
  },
  'request.range_not_satisfiable': {
    id: 'kit.errors.request_range_not_satisfiable',
    defaultMessage: 'This part of the file does not exist.',
    description:
      'Why a call to the portal failed (error code request.range_not_satisfiable), shown on the screen where it failed',
  },
  'request.unsupported_type': {
    id: 'kit.errors.request_unsupported_type',
    defaultMessage: 'This type of content is not accepted.',
    description:
      'Why a call to the portal failed (error code request.unsupported_type), shown on the screen where it failed',
  },
  'request.rate_limited': {
    id: 'kit.errors.request_rate_limited',
    defaultMessage: 'Too many requests. Please wait a moment and try again.',
    description:
      'Why a call to the portal failed (error code request.rate_limited), shown on the screen where it failed',
  },
  'request.text_unstorable': {
    id: 'kit.errors.request_text_unstorable',
    defaultMessage:
      'The text contains characters that cannot be saved. Please remove them and try again.',
    description:
      'Why a call to the portal failed (error code request.text_unstorable), shown on the screen where it failed',
  },
  'auth.unauthenticated': {
    id: 'kit.errors.auth_unauthenticated',
    defaultMessage: 'Please sign in to continue.',
    description:
      'Why a call to the portal failed (error code auth.unauthenticated), shown on the screen where it failed',
  },
  'auth.session_expired': {
    id: 'kit.errors.auth_session_expired',
    defaultMessage: 'Your session has expired. Please sign in again.',
    description:
      'Why a call to the portal failed (error code auth.session_expired), shown on the screen where it failed',
  },
  'auth.invalid_credentials': {
    id: 'kit.errors.auth_invalid_credentials',
    defaultMessage: 'Invalid email or password.',
    description:
      'Why a call to the portal failed (error code auth.invalid_credentials), shown on the screen where it failed',
  },
  'auth.forbidden': {
    id: 'kit.errors.auth_forbidden',
    defaultMessage: 'You are not allowed to do this.',
    description:
      'Why a call to the portal failed (error code auth.forbidden), shown on the screen where it failed',
  },
  'auth.too_many_attempts': {
    id: 'kit.errors.auth_too_many_attempts',
    defaultMessage: 'Too many sign-in attempts. Please wait before trying again.',
    description:
      'Why a call to the portal failed (error code auth.too_many_attempts), shown on the screen where it failed',
  },
  'auth.too_many_registrations': {
    id: 'kit.errors.auth_too_many_registrations',
    defaultMessage: 'Too many registrations from this place. Please try again later.',
    description:
      'Why a call to the portal failed (error code auth.too_many_registrations), shown on the screen where it failed',
  },
  'service.busy': {
    id: 'kit.errors.service_busy',
    defaultMessage: 'The portal is busy. Please try again in a moment.',
    description:
      'Why a call to the portal failed (error code service.busy), shown on the screen where it failed',
  },
  'service.unavailable': {
    id: 'kit.errors.service_unavailable',
    defaultMessage: 'This part of the portal is not reachable right now. Please try again later.',
    description:
      'Why a call to the portal failed (error code service.unavailable), shown on the screen where it failed',
  },
  'service.timeout': {
    id: 'kit.errors.service_timeout',
    defaultMessage: 'The portal took too long to answer. Please try again.',
    description:
      'Why a call to the portal failed (error code service.timeout), shown on the screen where it failed',
  },
  'service.failed': {
    id: 'kit.errors.service_failed',
    defaultMessage: 'Something went wrong on the portal. Please try again.',
    description:
      'Why a call to the portal failed (error code service.failed), shown on the screen where it failed',
  },
  'user.not_found': {
    id: 'kit.errors.user_not_found',
    defaultMessage: 'This user was not found.',
    description:
      'Why a call to the portal failed (error code user.not_found), shown on the screen where it failed',
  },
  'user.email_taken': {
    id: 'kit.errors.user_email_taken',
    defaultMessage: 'This email is already registered.',
    description:
      'Why a call to the portal failed (error code user.email_taken), shown on the screen where it failed',
  },
  'user.card_taken': {
    id: 'kit.errors.user_card_taken',
    defaultMessage: 'This membership card number is already registered.',
    description:
      'Why a call to the portal failed (error code user.card_taken), shown on the screen where it failed',
  },
  'user.last_admin': {
    id: 'kit.errors.user_last_admin',
    defaultMessage: 'The portal must keep at least one administrator.',
    description:
      'Why a call to the portal failed (error code user.last_admin), shown on the screen where it failed',
  },
  'user.email_already_confirmed': {
    id: 'kit.errors.user_email_already_confirmed',
    defaultMessage: 'This email is already confirmed.',
    description:
      'Why a call to the portal failed (error code user.email_already_confirmed), shown on the screen where it failed',
  },
  'user.link_invalid': {
    id: 'kit.errors.user_link_invalid',
    defaultMessage: 'This link is not valid or has expired.',
    description:
      'Why a call to the portal failed (error code user.link_invalid), shown on the screen where it failed',
  },
  'user.too_many_links': {
    id: 'kit.errors.user_too_many_links',
    defaultMessage: 'Too many links were asked for. Please wait before asking again.',
    description:
      'Why a call to the portal failed (error code user.too_many_links), shown on the screen where it failed',
  },
  'user.invitation_accepted': {
    id: 'kit.errors.user_invitation_accepted',
    defaultMessage: 'This invitation has already been accepted.',
    description:
      'Why a call to the portal failed (error code user.invitation_accepted), shown on the screen where it failed',
  },
  'grant.not_found': {
    id: 'kit.errors.grant_not_found',
    defaultMessage: 'This grant was not found.',
    description:
      'Why a call to the portal failed (error code grant.not_found), shown on the screen where it failed',
  },
  'grant.invalid': {
    id: 'kit.errors.grant_invalid',
    defaultMessage: 'The grant is not valid. Please check its details.',
    description:
      'Why a call to the portal failed (error code grant.invalid), shown on the screen where it failed',
  },
  'grant.title': {
    id: 'kit.errors.grant_title',
    defaultMessage: 'The grant\u2019s title is not valid.',
    description:
      'Why a call to the portal failed (error code grant.title), shown on the screen where it failed',
  },
  'grant.type': {
    id: 'kit.errors.grant_type',
    defaultMessage: 'The grant\u2019s type is not valid.',
    description:
      'Why a call to the portal failed (error code grant.type), shown on the screen where it failed',
  },
  'grant.dates': {
    id: 'kit.errors.grant_dates',
    defaultMessage: 'The grant\u2019s dates are not valid.',
    description:
      'Why a call to the portal failed (error code grant.dates), shown on the screen where it failed',
  },
  'grant.status': {
    id: 'kit.errors.grant_status',
    defaultMessage: 'The grant\u2019s status cannot be changed this way.',
    description:
      'Why a call to the portal failed (error code grant.status), shown on the screen where it failed',
  },
  'grant.sections': {
    id: 'kit.errors.grant_sections',
    defaultMessage: 'The grant\u2019s sections are not valid.',
    description:
      'Why a call to the portal failed (error code grant.sections), shown on the screen where it failed',
  },
  'grant.section': {
    id: 'kit.errors.grant_section',
    defaultMessage: 'A section of the grant is not valid.',
    description:
      'Why a call to the portal failed (error code grant.section), shown on the screen where it failed',
  },
  'grant.weights': {
    id: 'kit.errors.grant_weights',
    defaultMessage: 'The grant\u2019s weights are not valid.',
    description:
      'Why a call to the portal failed (error code grant.weights), shown on the screen where it failed',
  },
  'grant.question': {
    id: 'kit.errors.grant_question',
    defaultMessage: 'A question of the grant is not valid.',
    description:
      'Why a call to the portal failed (error code grant.question), shown on the screen where it failed',
  },
  'grant.options': {
    id: 'kit.errors.grant_options',
    defaultMessage: 'The choices of a question are not valid.',
    description:
      'Why a call to the portal failed (error code grant.options), shown on the screen where it failed',
  },
  'grant.defaults': {
    id: 'kit.errors.grant_defaults',
    defaultMessage: 'A default answer of the grant is not valid.',
    description:
      'Why a call to the portal failed (error code grant.defaults), shown on the screen where it failed',
  },
  'grant.has_applications': {
    id: 'kit.errors.grant_has_applications',
    defaultMessage: 'This grant has applications: close or archive it instead of deleting it.',
    description:
      'Why a call to the portal failed (error code grant.has_applications), shown on the screen where it failed',
  },
  'grant.second_approver_required': {
    id: 'kit.errors.grant_second_approver_required',
    defaultMessage: 'Another person must publish this grant: the one who submitted it cannot.',
    description:
      'Why a call to the portal failed (error code grant.second_approver_required), shown on the screen where it failed',
  },
  'grant.archived': {
    id: 'kit.errors.grant_archived',
    defaultMessage: 'This grant is archived. Restore it before changing it.',
    description:
      'Why a call to the portal failed (error code grant.archived), shown on the screen where it failed',
  },
  'application.not_found': {
    id: 'kit.errors.application_not_found',
    defaultMessage: 'This application was not found.',
    description:
      'Why a call to the portal failed (error code application.not_found), shown on the screen where it failed',
  },
  'application.forbidden': {
    id: 'kit.errors.application_forbidden',
    defaultMessage: 'You are not allowed to see this application.',
    description:
      'Why a call to the portal failed (error code application.forbidden), shown on the screen where it failed',
  },
  'application.grant_not_open': {
    id: 'kit.errors.application_grant_not_open',
    defaultMessage: 'This grant is not open for applications.',
    description:
      'Why a call to the portal failed (error code application.grant_not_open), shown on the screen where it failed',
  },
  'application.answers': {
    id: 'kit.errors.application_answers',
    defaultMessage: 'Some answers are not valid. Please check them.',
    description:
      'Why a call to the portal failed (error code application.answers), shown on the screen where it failed',
  },
  'application.status': {
    id: 'kit.errors.application_status',
    defaultMessage: 'The application\u2019s status cannot be changed this way.',
    description:
      'Why a call to the portal failed (error code application.status), shown on the screen where it failed',
  },
  'application.request': {
    id: 'kit.errors.application_request',
    defaultMessage: 'The request for more information is not valid.',
    description:
      'Why a call to the portal failed (error code application.request), shown on the screen where it failed',
  },
  'application.not_requested': {
    id: 'kit.errors.application_not_requested',
    defaultMessage: 'This information was not asked for.',
    description:
      'Why a call to the portal failed (error code application.not_requested), shown on the screen where it failed',
  },
  'application.withdrawn': {
    id: 'kit.errors.application_withdrawn',
    defaultMessage: 'This application has been withdrawn.',
    description:
      'Why a call to the portal failed (error code application.withdrawn), shown on the screen where it failed',
  },
  'application.not_withdrawable': {
    id: 'kit.errors.application_not_withdrawable',
    defaultMessage: 'This application can no longer be withdrawn.',
    description:
      'Why a call to the portal failed (error code application.not_withdrawable), shown on the screen where it failed',
  },
  'application.not_awaiting_information': {
    id: 'kit.errors.application_not_awaiting_information',
    defaultMessage: 'This application is not waiting for more information.',
    description:
      'Why a call to the portal failed (error code application.not_awaiting_information), shown on the screen where it failed',
  },
  'application.email_unconfirmed': {
    id: 'kit.errors.application_email_unconfirmed',
    defaultMessage: 'Please confirm your email before applying.',
    description:
      'Why a call to the portal failed (error code application.email_unconfirmed), shown on the screen where it failed',
  },
  'application.already_applied': {
    id: 'kit.errors.application_already_applied',
    defaultMessage: 'You have already applied for this grant.',
    description:
      'Why a call to the portal failed (error code application.already_applied), shown on the screen where it failed',
  },
  'draft.not_found': {
    id: 'kit.errors.draft_not_found',
    defaultMessage: 'This draft was not found.',
    description:
      'Why a call to the portal failed (error code draft.not_found), shown on the screen where it failed',
  },
  'file.not_found': {
    id: 'kit.errors.file_not_found',
    defaultMessage: 'This file was not found.',
    description:
      'Why a call to the portal failed (error code file.not_found), shown on the screen where it failed',
  },
  'file.forbidden': {
    id: 'kit.errors.file_forbidden',
    defaultMessage: 'You are not allowed to see this file.',
    description:
      'Why a call to the portal failed (error code file.forbidden), shown on the screen where it failed',
  },
  'file.application_not_found': {
    id: 'kit.errors.file_application_not_found',
    defaultMessage: 'The application of this file was not found.',
    description:
      'Why a call to the portal failed (error code file.application_not_found), shown on the screen where it failed',
  },
  'file.too_large': {
    id: 'kit.errors.file_too_large',
    defaultMessage: 'This file is too large.',
    description:
      'Why a call to the portal failed (error code file.too_large), shown on the screen where it failed',
  },
  'file.type': {
    id: 'kit.errors.file_type',
    defaultMessage: 'This type of file is not accepted.',
    description:
      'Why a call to the portal failed (error code file.type), shown on the screen where it failed',
  },
  'file.fields': {
    id: 'kit.errors.file_fields',
    defaultMessage: 'The file\u2019s details are not valid.',
    description:
      'Why a call to the portal failed (error code file.fields), shown on the screen where it failed',
  },
  'file.missing': {
    id: 'kit.errors.file_missing',
    defaultMessage: 'No file was sent.',
    description:
      'Why a call to the portal failed (error code file.missing), shown on the screen where it failed',
  },
  'file.not_requested': {
    id: 'kit.errors.file_not_requested',
    defaultMessage: 'This file was not asked for.',
    description:
      'Why a call to the portal failed (error code file.not_requested), shown on the screen where it failed',
  },
  'file.multipart': {
    id: 'kit.errors.file_multipart',
    defaultMessage: 'The upload could not be read. Please try again.',
    description:
      'Why a call to the portal failed (error code file.multipart), shown on the screen where it failed',
  },
  'file.parts': {
    id: 'kit.errors.file_parts',
    defaultMessage: 'The upload is incomplete. Please try again.',
    description:
      'Why a call to the portal failed (error code file.parts), shown on the screen where it failed',
  },
  'notification.not_found': {
    id: 'kit.errors.notification_not_found',
    defaultMessage: 'This notification was not found.',
    description:
      'Why a call to the portal failed (error code notification.not_found), shown on the screen where it failed',
  },
  'notification.not_failed': {
    id: 'kit.errors.notification_not_failed',
    defaultMessage: 'This email has not failed: there is nothing to send again.',
    description:
      'Why a call to the portal failed (error code notification.not_failed), shown on the screen where it failed',
  },
  'languages.pack_not_found': {
    id: 'kit.errors.languages_pack_not_found',
    defaultMessage: 'There is no such language pack.',
    description:
      'Why a call to the portal failed (error code languages.pack_not_found), shown on the screen where it failed',
  },
  'languages.pack_exists': {
    id: 'kit.errors.languages_pack_exists',
    defaultMessage: 'A language pack with this code already exists.',
    description:
      'Why a call to the portal failed (error code languages.pack_exists), shown on the screen where it failed',
  },
  'languages.message_not_found': {
    id: 'kit.errors.languages_message_not_found',
    defaultMessage: 'The portal has no such message.',
    description:
      'Why a call to the portal failed (error code languages.message_not_found), shown on the screen where it failed',
  },
  'languages.translation_invalid': {
    id: 'kit.errors.languages_translation_invalid',
    defaultMessage: 'This translation cannot be used: check its placeholders and braces.',
    description:
      'Why a call to the portal failed (error code languages.translation_invalid), shown on the screen where it failed',
  },
  'languages.publish_refused': {
    id: 'kit.errors.languages_publish_refused',
    defaultMessage: 'The pack was not published: some translations cannot be used.',
    description:
      'Why a call to the portal failed (error code languages.publish_refused), shown on the screen where it failed',
  },
  'languages.nothing_to_publish': {
    id: 'kit.errors.languages_nothing_to_publish',
    defaultMessage: 'There is nothing translated to publish yet.',
    description:
      'Why a call to the portal failed (error code languages.nothing_to_publish), shown on the screen where it failed',
  },
  'languages.version_not_found': {
    id: 'kit.errors.languages_version_not_found',
    defaultMessage: 'This version of the language pack does not exist.',
    description:
      'Why a call to the portal failed (error code languages.version_not_found), shown on the screen where it failed',
  },
  'languages.font_not_found': {
    id: 'kit.errors.languages_font_not_found',
    defaultMessage: 'This language pack has no font.',
    description:
      'Why a call to the portal failed (error code languages.font_not_found), shown on the screen where it failed',
  },
  'languages.import_invalid': {
    id: 'kit.errors.languages_import_invalid',
    defaultMessage: 'The file could not be read as a PO file.',
    description:
      'Why a call to the portal failed (error code languages.import_invalid), shown on the screen where it failed',
  },
  'review.not_found': {
    id: 'kit.errors.review_not_found',
    defaultMessage: 'This application or review was not found.',
    description:
      'Why a call to the portal failed (error code review.not_found), shown on the screen where it failed',
  },
  'review.not_assigned': {
    id: 'kit.errors.review_not_assigned',
    defaultMessage: 'This application is not assigned to you.',
    description:
      'Why a call to the portal failed (error code review.not_assigned), shown on the screen where it failed',
  },
  'review.not_lead': {
    id: 'kit.errors.review_not_lead',
    defaultMessage: 'Only the grant’s lead or an admin may do this.',
    description:
      'Why a call to the portal failed (error code review.not_lead), shown on the screen where it failed',
  },
  'review.invalid': {
    id: 'kit.errors.review_invalid',
    defaultMessage: 'The review could not be saved as sent.',
    description:
      'Why a call to the portal failed (error code review.invalid), shown on the screen where it failed',
  },
  'review.score': {
    id: 'kit.errors.review_score',
    defaultMessage: 'Each score must be a number from 0 to 10 with at most one decimal.',
    description:
      'Why a call to the portal failed (error code review.score), shown on the screen where it failed',
  },
  'review.incomplete': {
    id: 'kit.errors.review_incomplete',
    defaultMessage: 'Please score every part before submitting.',
    description:
      'Why a call to the portal failed (error code review.incomplete), shown on the screen where it failed',
  },
  'review.submitted': {
    id: 'kit.errors.review_submitted',
    defaultMessage: 'This review is submitted. Only the grant’s lead can reopen it.',
    description:
      'Why a call to the portal failed (error code review.submitted), shown on the screen where it failed',
  },
  'review.not_submitted': {
    id: 'kit.errors.review_not_submitted',
    defaultMessage: 'Only a submitted review can be reopened.',
    description:
      'Why a call to the portal failed (error code review.not_submitted), shown on the screen where it failed',
  },
  'review.panel': {
    id: 'kit.errors.review_panel',
    defaultMessage: 'The review panel could not be set this way.',
    description:
      'Why a call to the portal failed (error code review.panel), shown on the screen where it failed',
  },
  'review.reviewer': {
    id: 'kit.errors.review_reviewer',
    defaultMessage: 'This reviewer cannot be given this application.',
    description:
      'Why a call to the portal failed (error code review.reviewer), shown on the screen where it failed',
  },
  'review.own_application': {
    id: 'kit.errors.review_own_application',
    defaultMessage: 'A reviewer cannot review their own application.',
    description:
      'Why a call to the portal failed (error code review.own_application), shown on the screen where it failed',
  },
  'review.conflict_member': {
    id: 'kit.errors.review_conflict_member',
    defaultMessage: 'No member account has this card number.',
    description:
      'Why a call to the portal failed (error code review.conflict_member), shown on the screen where it failed',
  },
});

/** Every code has its words: a code added to the contract without them fails to compile. */
export const errorCodeWords: Readonly<Record<ErrorCode, MessageDescriptor>> = errorCodeMessages;
