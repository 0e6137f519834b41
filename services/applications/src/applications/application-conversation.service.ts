import { Injectable } from '@nestjs/common';
import {
  applicationStatusLabels,
  isReviewer,
  notificationEventLimits,
  questionAt,
  withdrawableStates,
  type Application,
  type ApplicationAnswers,
  type MoreInfoRequest,
  type ResubmitApplicationRequest,
  type Section,
  type WithdrawApplicationRequest,
} from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { ApplicationEventsOutbox } from '../outbox/application-events-outbox.repository.js';
import {
  NotificationsOutbox,
  type NewNotificationEvent,
} from '../outbox/notifications-outbox.repository.js';
import { NotificationsOutboxRelay } from '../outbox/notifications-outbox.relay.js';
import { OutboxRelay } from '../outbox/outbox.relay.js';
import { ApplicationAccess } from './application-access.service.js';
import type { ApplicationRecord } from './application-record.js';
import { ApplicationSubmissions } from './application-submissions.service.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService, withdrawnApplicationMessage } from './applications.service.js';
import { noticeQuestionLabel } from './notice-question-label.js';
import { SubmissionKeys } from './submission-keys.repository.js';
import { noticeSubject } from './notice-subject.js';

export const conversationMessages = {
  onlyApplicantResubmits: 'Only the applicant can resubmit an application.',
  onlyApplicantWithdraws: 'Only the applicant can withdraw an application.',
  notAwaiting: 'This application is not waiting for more information.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  notWithdrawable: `An application can be withdrawn only while it is ${applicationStatusLabels.submitted} or ${applicationStatusLabels.needsMoreInfo}.`,
  noSuchQuestion: (key: string) =>
    `There is no question "${key.slice(0, 40)}" in this application.`,
  notRequested: (label: string) =>
    `"${label}" was not part of the reviewer's request: only the questions the reviewer named can be changed.`,
} as const;

/**
 * The conversation after a submission. A reviewer asks for more information (a
 * message, and the questions whose answers may change); the applicant changes exactly those
 * and resubmits (the answers as they were kept in the history), or withdraws. Each step is one
 * transaction with its history entry and its notice's event; a withdrawal also tells the
 * grants service that the application no longer counts.
 */
@Injectable()
export class ApplicationConversation {
  constructor(
    private readonly applicationsService: ApplicationsService,
    private readonly applications: ApplicationsRepository,
    private readonly submissions: ApplicationSubmissions,
    private readonly submissionKeys: SubmissionKeys,
    private readonly access: ApplicationAccess,
    private readonly identity: IdentityClient,
    private readonly outbox: ApplicationEventsOutbox,
    private readonly notifications: NotificationsOutbox,
    private readonly relay: OutboxRelay,
    private readonly notificationsRelay: NotificationsOutboxRelay,
  ) {}

  /**
   * Reviewers: asks, and sets needsMoreInfo; any status but withdrawn may be asked from. The
   * message goes to the applicant (their history, their email with the questions named); an
   * internal note stays in the history, for reviewers.
   */
  async requestMoreInfo(
    id: string,
    request: MoreInfoRequest,
    caller: AuthenticatedCaller,
  ): Promise<Application> {
    const actor = await this.identity.callerProfile(caller.token);
    const answer = await this.applications.inTransaction(async (manager) => {
      const application = await this.applicationsService.lockedForReview(id, manager);
      const questionKeys = [...new Set(request.questionKeys)];
      for (const key of questionKeys)
        if (!questionAt(application.sections, key))
          throw new DomainException(
            'application.request',
            conversationMessages.noSuchQuestion(key),
          );
      const at = new Date();
      await this.applications.setStatus(
        id,
        { status: 'needsMoreInfo', at, requestedKeys: questionKeys },
        manager,
      );
      await this.applications.recordStatus(
        {
          applicationId: id,
          status: 'needsMoreInfo',
          kind: 'moreInfoRequested',
          actorId: caller.principal.id,
          actorName: actor.name,
          at,
          message: request.message,
          questionKeys,
          previousAnswers: null,
          internalNote: request.internalNote ?? null,
        },
        manager,
      );
      await this.notify(
        application,
        {
          kind: 'moreInfoRequested',
          at,
          message: request.message,
          questionLabels: questionKeys
            .slice(0, notificationEventLimits.questionLabels)
            .map((key) => noticeQuestionLabel(application.sections, key)),
          questionCount: questionKeys.length,
        },
        manager,
      );
      return this.applicationsService.answer(id, true, manager);
    });
    this.notificationsRelay.wake();
    return answer;
  }

  /**
   * The applicant gives what was asked: new answers for the questions named (any other is 400
   * with a sentence naming it), checked with the others as a whole; the status back to
   * submitted, the answers they replace kept in the history, the reviewers who acted told.
   */
  async resubmit(
    id: string,
    request: ResubmitApplicationRequest,
    caller: AuthenticatedCaller,
  ): Promise<Application> {
    await this.access.applicantOnly(id, caller, conversationMessages.onlyApplicantResubmits);
    const applicant = await this.identity.callerProfile(caller.token);
    const answer = await this.applications.inTransaction(async (manager) => {
      const application = await this.applicationsService.locked(id, manager);
      if (application.status === 'withdrawn')
        throw new DomainException('application.withdrawn', withdrawnApplicationMessage);
      if (application.status !== 'needsMoreInfo' || application.requestedKeys === null)
        throw new DomainException(
          'application.not_awaiting_information',
          conversationMessages.notAwaiting,
        );
      const requested = new Set(application.requestedKeys);
      for (const key of Object.keys(request.answers))
        if (!requested.has(key)) throw notRequested(key, application.sections);
      const answers = this.submissions.checkedAnswers(
        { ...application.answers, ...request.answers },
        application,
      );
      const previousAnswers = changedFrom(application.answers, answers);
      const at = new Date();
      await this.applications.setStatus(
        id,
        { status: 'submitted', at, requestedKeys: null, answers },
        manager,
      );
      await this.applications.recordStatus(
        {
          applicationId: id,
          status: 'submitted',
          kind: 'resubmitted',
          actorId: caller.principal.id,
          actorName: applicant.name,
          at,
          message: request.note ? request.note : null,
          questionKeys: Object.keys(previousAnswers),
          previousAnswers,
          internalNote: null,
        },
        manager,
      );
      await this.notify(
        application,
        {
          kind: 'resubmitted',
          at,
          reviewerIds: await this.applications.reviewersWhoActed(id, manager),
        },
        manager,
      );
      return this.applicationsService.answer(id, isReviewer(caller.principal), manager);
    });
    this.notificationsRelay.wake();
    return answer;
  }

  /**
   * The applicant withdraws, while submitted or needsMoreInfo, with an optional reason. The
   * application is kept (staff still see it) and no longer counts for its grant.
   */
  async withdraw(
    id: string,
    request: WithdrawApplicationRequest,
    caller: AuthenticatedCaller,
  ): Promise<Application> {
    await this.access.applicantOnly(id, caller, conversationMessages.onlyApplicantWithdraws);
    const applicant = await this.identity.callerProfile(caller.token);
    const answer = await this.applications.inTransaction(async (manager) => {
      const application = await this.applicationsService.locked(id, manager);
      if (application.status === 'withdrawn')
        throw new DomainException('application.withdrawn', conversationMessages.alreadyWithdrawn);
      if (!withdrawableStates.includes(application.status))
        throw new DomainException(
          'application.not_withdrawable',
          conversationMessages.notWithdrawable,
        );
      const at = new Date();
      await this.applications.setStatus(
        id,
        { status: 'withdrawn', at, requestedKeys: null },
        manager,
      );
      await this.applications.recordStatus(
        {
          applicationId: id,
          status: 'withdrawn',
          kind: 'withdrawn',
          actorId: caller.principal.id,
          actorName: applicant.name,
          at,
          message: request.reason ? request.reason : null,
          questionKeys: [],
          previousAnswers: null,
          internalNote: null,
        },
        manager,
      );
      // The same answers sent again now make a new application, not this withdrawn one.
      await this.submissionKeys.forget(id, manager);
      await this.outbox.withdrawn({ applicationId: id, grantId: application.grantId }, at, manager);
      await this.notify(
        application,
        {
          kind: 'withdrawn',
          at,
          reviewerIds: await this.applications.reviewersWhoActed(id, manager),
        },
        manager,
      );
      // The applicant's own confirmation of what they did.
      await this.notify(application, { kind: 'withdrawalConfirmed', at }, manager);
      return this.applicationsService.answer(id, isReviewer(caller.principal), manager);
    });
    this.relay.wake();
    this.notificationsRelay.wake();
    return answer;
  }

  private notify(
    application: ApplicationRecord,
    event: Pick<
      NewNotificationEvent,
      'kind' | 'reviewerIds' | 'message' | 'questionLabels' | 'questionCount'
    > & {
      at: Date;
    },
    manager: EntityManager,
  ): Promise<void> {
    const { at, ...told } = event;
    return this.notifications.add(
      {
        ...told,
        at: at.toISOString(),
        ...noticeSubject(application),
      },
      manager,
    );
  }
}

function notRequested(key: string, sections: readonly Section[]): DomainException {
  const question = questionAt(sections, key);
  return new DomainException(
    'application.not_requested',
    question
      ? conversationMessages.notRequested(question.label || key)
      : conversationMessages.noSuchQuestion(key),
  );
}

/** The answers `after` changed, as they were before (an answer not given before reads ''). */
function changedFrom(before: ApplicationAnswers, after: ApplicationAnswers): ApplicationAnswers {
  const previous: ApplicationAnswers = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (JSON.stringify(before[key] ?? '') !== JSON.stringify(after[key] ?? ''))
      previous[key] = before[key] ?? '';
  return previous;
}
