import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  answerProblemsText,
  checkAnswers,
  isReviewer,
  type Application,
  type ApplicationOwner,
  type ApplicationStatus,
  type ApplicationSummary,
  type ListApplicationsQuery,
  type SubmitApplicationRequest,
} from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { ApplicationEventsOutbox } from '../outbox/application-events-outbox.js';
import { FilesOutboxRelay } from '../outbox/files-outbox-relay.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { ApplicationCipher } from './application-cipher.js';
import type { ApplicationOwnerRecord, ApplicationRecord } from './application-record.js';
import { toApiApplication, toApplicationSummary } from './application-to-api.js';
import { ApplicationsRepository } from './applications.repository.js';
import { GrantSnapshots } from './grant-snapshots.js';
import { answersHash, SubmissionKeys, type SubmissionKey } from './submission-keys.js';

const applicationNotFound = () =>
  new DomainException('application.not_found', 'Application not found');

/** Decisions §3's sentence for anyone who is neither a reviewer nor the applicant. */
export const notYourApplication = "You don't have permission to view this application.";

/**
 * The rules about applications (decisions §3, §4): anyone signed in applies to a published
 * grant, as themselves; reviewers see and decide all applications, anyone else only their own.
 * Every addition and deletion writes its event for the grants service in the same transaction
 * (the outbox), and every status is kept with who set it and when.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly submissionKeys: SubmissionKeys,
    private readonly grants: GrantSnapshots,
    private readonly outbox: ApplicationEventsOutbox,
    private readonly relay: OutboxRelay,
    private readonly filesRelay: FilesOutboxRelay,
    private readonly identity: IdentityClient,
    private readonly cipher: ApplicationCipher,
  ) {}

  /**
   * Submits an application as the caller (name and email from their account, never the body),
   * to a published grant, with answers that follow its questions. The same answers sent again
   * by the same applicant within a few seconds answer the first application (submission-keys.ts).
   */
  async submit(
    request: SubmitApplicationRequest,
    caller: AuthenticatedCaller,
  ): Promise<Application> {
    const [grant, applicant] = await Promise.all([
      this.grants.openForApplications(request.grantId),
      this.identity.callerProfile(caller.token),
    ]);
    const check = checkAnswers(request.answers, grant.sections);
    if (!check.ok) {
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
    const key: SubmissionKey = {
      userId: caller.principal.id,
      grantId: grant.grantId,
      answersHash: answersHash(check.answers, this.cipher.lookup),
    };
    const now = new Date();
    const created: ApplicationRecord = {
      id: randomUUID(),
      grantId: grant.grantId,
      grantTitle: grant.title,
      grantType: grant.type,
      portal: 'education',
      userId: caller.principal.id,
      applicantName: applicant.name,
      applicantEmail: applicant.email,
      dateSubmitted: now,
      status: 'submitted',
      statusChangedAt: now,
      answers: check.answers,
      sections: grant.sections,
    };
    const submitted = { status: 'submitted' as const, at: now, actorName: applicant.name };

    const outcome = await this.applications.inTransaction(async (manager) => {
      // Twice at most: a key found taken may be gone by the time it is read (its application
      // deleted meanwhile), and is then free to claim.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (await this.submissionKeys.claim(key, created.id, manager)) {
          await this.applications.insert(created, manager);
          await this.applications.recordStatus(
            { applicationId: created.id, actorId: caller.principal.id, ...submitted },
            manager,
          );
          await this.outbox.add(
            [
              {
                applicationId: created.id,
                grantId: created.grantId,
                kind: 'added',
                at: now.toISOString(),
              },
            ],
            manager,
          );
          return { created: true, id: created.id };
        }
        const first = await this.submissionKeys.holder(key, manager);
        if (first) return { created: false, id: first };
      }
      throw new Error('a submission key was neither free nor held');
    });

    const reviewer = isReviewer(caller.principal);
    if (!outcome.created) return this.answer(outcome.id, reviewer);
    this.relay.wake();
    return toApiApplication(created, [submitted], reviewer);
  }

  /** Reviewers: all (or their own with `userOnly`); anyone else: their own, by account or email. */
  async list(
    query: ListApplicationsQuery,
    caller: AuthenticatedCaller,
  ): Promise<ApplicationSummary[]> {
    const ownOnly = query.userOnly || !isReviewer(caller.principal);
    const applicant = ownOnly
      ? {
          userId: caller.principal.id,
          email: (await this.identity.callerProfile(caller.token)).email,
        }
      : undefined;
    const rows = await this.applications.summaries({ portal: query.portal, applicant });
    return rows.map(toApplicationSummary);
  }

  /**
   * A reviewer, or the applicant (their account, or their email in any case); others 403.
   * Whose it is is decided before anything is decrypted: a probe of another's id opens nothing.
   */
  async get(id: string, caller: AuthenticatedCaller): Promise<Application> {
    const reviewer = isReviewer(caller.principal);
    if (!reviewer) {
      const owner = await this.applications.owner(id);
      if (!owner) throw applicationNotFound();
      if (!(await this.isApplicant(owner, caller))) {
        throw new DomainException('application.forbidden', notYourApplication);
      }
    }
    return this.answer(id, reviewer);
  }

  /** Any of the five statuses, from any other (spec §4); kept with who set it and when. */
  async setStatus(
    id: string,
    status: ApplicationStatus,
    caller: AuthenticatedCaller,
  ): Promise<Application> {
    const actor = await this.identity.callerProfile(caller.token);
    return this.applications.inTransaction(async (manager) => {
      const application = await this.locked(id, manager);
      if (application.status !== status) {
        const at = new Date();
        await this.applications.setStatus(id, status, at, manager);
        await this.applications.recordStatus(
          { applicationId: id, status, at, actorId: caller.principal.id, actorName: actor.name },
          manager,
        );
        application.status = status;
        application.statusChangedAt = at;
      }
      return toApiApplication(
        application,
        await this.applications.statusHistory(id, manager),
        true,
      );
    });
  }

  /**
   * Deletes the application and tells the grants and files services (through the outbox); its
   * files stay as orphans until cleanup.
   */
  async remove(id: string): Promise<void> {
    await this.applications.inTransaction(async (manager) => {
      const application = await this.locked(id, manager);
      await this.applications.delete(id, manager);
      await this.submissionKeys.forget(id, manager);
      await this.outbox.add(
        [
          {
            applicationId: id,
            grantId: application.grantId,
            kind: 'removed',
            at: new Date().toISOString(),
          },
        ],
        manager,
      );
    });
    this.relay.wake();
    this.filesRelay.wake();
  }

  /** Whose application this is, for another service's "R, or the applicant" check. */
  async owner(id: string): Promise<ApplicationOwner> {
    const owner = await this.applications.ownerWithEmail(id);
    return {
      applicationId: id,
      exists: owner !== null,
      userId: owner?.userId ?? null,
      applicantEmail: owner?.applicantEmail ?? null,
      grantTitle: owner?.grantTitle ?? null,
      applicantName: owner?.applicantName ?? null,
    };
  }

  private async answer(id: string, reviewer: boolean): Promise<Application> {
    const application = await this.applications.findById(id);
    // Deleted meanwhile (between two submissions, or since the owner was checked): gone.
    if (!application) throw applicationNotFound();
    return toApiApplication(application, await this.applications.statusHistory(id), reviewer);
  }

  /** Their account, or their email in any case (decisions §3), compared as keyed hashes. */
  private async isApplicant(
    owner: ApplicationOwnerRecord,
    caller: AuthenticatedCaller,
  ): Promise<boolean> {
    if (owner.userId === caller.principal.id) return true;
    const { email } = await this.identity.callerProfile(caller.token);
    return this.cipher.emailHash(email) === owner.applicantEmailHash;
  }

  private async locked(id: string, manager: EntityManager): Promise<ApplicationRecord> {
    const application = await this.applications.lockById(id, manager);
    if (!application) throw applicationNotFound();
    return application;
  }
}
