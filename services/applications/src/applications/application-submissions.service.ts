import { Injectable } from '@nestjs/common';
import {
  answerProblemsText,
  checkAnswers,
  type ApplicationAnswers,
  type CallerProfile,
  type GrantSnapshot,
} from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { ApplicationEventsOutbox } from '../outbox/application-events-outbox.repository.js';
import { NotificationsOutbox } from '../outbox/notifications-outbox.repository.js';
import { ApplicationCipher } from './application.cipher.js';
import { plainStatus, type ApplicationRecord, type StatusRecord } from './application-record.js';
import { formatReference } from './application-reference.js';
import { ApplicationsRepository } from './applications.repository.js';
import { OneApplicationPerMember } from './one-application-per-member.service.js';
import { answersHash, SubmissionKeys, type SubmissionKey } from './submission-keys.repository.js';
import { noticeSubject } from './notice-subject.js';

/** What a member is told when the office requires a confirmed email before a first application. */
export const emailUnconfirmedMessage =
  'Please confirm your email address before you submit your first application: use the link we emailed you, or ask for a new one on your dashboard.';

/** An application about to be stored: to this grant, by this applicant, with these answers. */
export interface NewApplication {
  /** A new id, or the draft's (its files stay attached). */
  id: string;
  grant: GrantSnapshot;
  userId: string;
  applicant: Pick<CallerProfile, 'name' | 'email'>;
  answers: ApplicationAnswers;
  at: Date;
}

export type StoredSubmission =
  | { created: true; application: ApplicationRecord; history: StatusRecord[] }
  | { created: false; id: string };

/**
 * What every submission does, sent directly (`POST /api/grant-applications`) or from a draft:
 * the answers checked against the grant's questions, then in the caller's transaction the
 * double-submission key claimed and, when this submission is the first, the application stored
 * with its reference, its first status, the grants service's "added" and the applicant's
 * "received" notice. A second identical submission within a few seconds answers the first; any
 * other second application to a grant that takes one per member is refused (409).
 */
@Injectable()
export class ApplicationSubmissions {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly submissionKeys: SubmissionKeys,
    private readonly outbox: ApplicationEventsOutbox,
    private readonly notifications: NotificationsOutbox,
    private readonly cipher: ApplicationCipher,
    private readonly identity: IdentityClient,
    private readonly onePerMember: OneApplicationPerMember,
  ) {}

  /**
   * Whether the caller may submit now: when the office requires it (an office setting, off on a
   * fresh install), an account must have confirmed its email address before its first
   * application, so that the address the office writes to about it is the applicant's.
   */
  async assertMayApply(caller: AuthenticatedCaller): Promise<void> {
    if (caller.principal.emailConfirmed) return;
    const settings = await this.identity.officeSettings();
    if (!settings.emailConfirmationRequired) return;
    if (await this.applications.hasAny(caller.principal.id)) return;
    throw new DomainException('application.email_unconfirmed', emailUnconfirmedMessage);
  }

  /** The answers as the grant's questions take them, or 400 with every problem. */
  checkedAnswers(answers: unknown, grant: Pick<GrantSnapshot, 'sections'>): ApplicationAnswers {
    const check = checkAnswers(answers, grant.sections);
    if (check.ok) return check.answers;
    throw new DomainException(
      'application.answers',
      answerProblemsText(check.problems, grant.sections),
      {
        details: check.problems.map((problem) => ({
          field: problem.key ? `answers.${problem.key}` : 'answers',
          message: problem.message,
          code: 'application.answers',
        })),
      },
    );
  }

  /** Stores the application in `manager`'s transaction, unless the same one was just stored. */
  async store(submission: NewApplication, manager: EntityManager): Promise<StoredSubmission> {
    const key: SubmissionKey = {
      userId: submission.userId,
      grantId: submission.grant.grantId,
      answersHash: answersHash(submission.answers, this.cipher.lookup),
    };
    // Twice at most: a key found taken may be gone by the time it is read (its application
    // deleted meanwhile), and is then free to claim.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await this.submissionKeys.claim(key, submission.id, manager)) {
        // After the key: a repeat of the same answers is answered with the first, not refused.
        if (submission.grant.oneApplicationPerMember)
          await this.onePerMember.assertNoneYet(submission.userId, key.grantId, manager);
        return { created: true, ...(await this.insert(submission, manager)) };
      }
      const first = await this.submissionKeys.holder(key, manager);
      if (first) return { created: false, id: first };
    }
    throw new Error('a submission key was neither free nor held');
  }

  private async insert(
    submission: NewApplication,
    manager: EntityManager,
  ): Promise<{ application: ApplicationRecord; history: StatusRecord[] }> {
    const { grant, at } = submission;
    const application: ApplicationRecord = {
      id: submission.id,
      grantId: grant.grantId,
      grantTitle: grant.title,
      grantType: grant.type,
      portal: 'education',
      userId: submission.userId,
      applicantName: submission.applicant.name,
      applicantEmail: submission.applicant.email,
      dateSubmitted: at,
      reference: formatReference(at, await this.applications.nextReferenceNumber(manager)),
      status: 'submitted',
      statusChangedAt: at,
      requestedKeys: null,
      answers: submission.answers,
      sections: grant.sections,
    };
    const submitted = plainStatus({
      applicationId: application.id,
      status: 'submitted',
      kind: 'submitted',
      actorId: submission.userId,
      actorName: submission.applicant.name,
      at,
    });
    await this.applications.insert(application, manager);
    await this.applications.recordStatus(submitted, manager);
    await this.outbox.add(
      [
        {
          applicationId: application.id,
          grantId: application.grantId,
          kind: 'added',
          at: at.toISOString(),
        },
      ],
      manager,
    );
    const told = { at: at.toISOString(), ...noticeSubject(application) };
    await this.notifications.add({ kind: 'received', ...told }, manager);
    // To the reviewers who asked to hear of each new application (the notifications service knows who).
    await this.notifications.add({ kind: 'newApplication', ...told }, manager);
    return { application, history: [submitted] };
  }
}
