import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  applicationStates,
  defaultSortDirection,
  isReviewer,
  listPageSize,
  noApplicationOwner,
  type Application,
  type ApplicationForReview,
  type ApplicationPage,
  type ApplicationOwner,
  type ApplicationState,
  type ApplicationStatus,
  type ApplicationSummary,
  type ListApplicationsQuery,
  type ReviewableApplication,
  type SetApplicationStatusRequest,
  type SubmitApplicationRequest,
} from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { DraftsRepository } from '../drafts/drafts.repository.js';
import { ApplicationEventsOutbox } from '../outbox/application-events-outbox.repository.js';
import { FilesOutboxRelay } from '../outbox/files-outbox.relay.js';
import { NotificationsOutbox } from '../outbox/notifications-outbox.repository.js';
import { NotificationsOutboxRelay } from '../outbox/notifications-outbox.relay.js';
import { OutboxRelay } from '../outbox/outbox.relay.js';
import { ApplicationAccess, applicationNotFound } from './application-access.service.js';
import type { ApplicationRecord, ApplicationSummaryRecord } from './application-record.js';
import { toApiApplication, toApplicationSummary } from './application-to-api.js';
import { ApplicationSubmissions } from './application-submissions.service.js';
import { ApplicationsRepository, type ApplicationsFilter } from './applications.repository.js';
import { GrantSnapshots } from './grant-snapshots.client.js';
import { SubmissionKeys } from './submission-keys.repository.js';
import { noticeSubject } from './notice-subject.js';

export { notYourApplication } from './application-access.service.js';

/** What reviewers are told when they try to change a withdrawn application. */
export const withdrawnApplicationMessage =
  'This application was withdrawn by the applicant, so it can no longer be reviewed or changed.';

/**
 * The rules about applications (decisions §3, §4): anyone signed in applies to a published
 * grant, as themselves; reviewers see and decide all applications, anyone else only their own.
 * Every addition and deletion writes its event for the grants service in the same transaction
 * (the outbox), every status is kept with who set it and when, and every change the applicant
 * hears of writes its notice's event. The conversation after a submission (more
 * information, withdrawal) is application-conversation.service.ts; drafts are drafts/.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly submissions: ApplicationSubmissions,
    private readonly submissionKeys: SubmissionKeys,
    private readonly grants: GrantSnapshots,
    private readonly outbox: ApplicationEventsOutbox,
    private readonly notifications: NotificationsOutbox,
    private readonly relay: OutboxRelay,
    private readonly filesRelay: FilesOutboxRelay,
    private readonly notificationsRelay: NotificationsOutboxRelay,
    private readonly identity: IdentityClient,
    private readonly access: ApplicationAccess,
    private readonly drafts: DraftsRepository,
  ) {}

  /**
   * Submits an application as the caller (name and email from their account, never the body),
   * to a published grant, with answers that follow its questions. The same answers sent again
   * by the same applicant within a few seconds answer the first application (submission-keys.repository.ts).
   */
  async submit(
    request: SubmitApplicationRequest,
    caller: AuthenticatedCaller,
  ): Promise<Application> {
    const [grant, applicant] = await Promise.all([
      this.grants.openForApplications(request.grantId),
      this.identity.callerProfile(caller.token),
      this.submissions.assertMayApply(caller),
    ]);
    const answers = this.submissions.checkedAnswers(request.answers, grant);
    const stored = await this.applications.inTransaction((manager) =>
      this.submissions.store(
        {
          id: randomUUID(),
          grant,
          userId: caller.principal.id,
          applicant,
          answers,
          at: new Date(),
        },
        manager,
      ),
    );
    const reviewer = isReviewer(caller.principal);
    if (!stored.created) return this.answer(stored.id, reviewer);
    this.wakeRelays();
    return toApiApplication(stored.application, stored.history, reviewer);
  }

  /**
   * Reviewers: all (or their own with `userOnly`); anyone else: their own, by account (decisions
   * §3: never by email, which a later account may hold). Filtered by grant, status and search
   * when asked. Without `page`, every one as an array (the spec's calls); with it, one page of
   * the reviewers' table with its counts.
   */
  async list(
    query: ListApplicationsQuery,
    caller: AuthenticatedCaller,
  ): Promise<ApplicationSummary[] | ApplicationPage> {
    const ownOnly = query.userOnly || !isReviewer(caller.principal);
    const filter: ApplicationsFilter = {
      portal: query.portal,
      grantId: query.grantId,
      status: query.status,
      search: query.search,
      ...(ownOnly ? { userId: caller.principal.id } : {}),
    };
    const sort = query.sort ?? 'date';
    const order = { sort, direction: query.direction ?? defaultSortDirection[sort] };
    if (query.page === undefined) {
      const rows = await this.applications.summaries(filter, order);
      return rows.map(toApplicationSummary);
    }
    const offset = (query.page - 1) * listPageSize;
    const found = await this.applications.page(filter, order, { offset, limit: listPageSize });
    const statusCounts = Object.fromEntries(
      applicationStates.map((state) => [state, found.statusCounts[state] ?? 0]),
    ) as Record<ApplicationState, number>;
    const total =
      query.status === undefined
        ? Object.values(statusCounts).reduce((sum, count) => sum + count, 0)
        : statusCounts[query.status];
    return {
      items: found.items.map(toApplicationSummary),
      page: query.page,
      pageSize: listPageSize,
      total,
      statusCounts,
    };
  }

  /** A reviewer, or the applicant (the account that submitted it); others 403. */
  async get(id: string, caller: AuthenticatedCaller): Promise<Application> {
    const { reviewer } = await this.access.readable(id, caller);
    return this.answer(id, reviewer);
  }

  /**
   * Any of the five statuses, from any other (spec §4); kept with who set it and when, and told
   * to the applicant (a `statusChanged` notice). A decision may come with a message to the
   * applicant (in their history and their email) and an internal note (in the history, for
   * reviewers only); spec §7's status alone says neither. A withdrawn application is the
   * applicant's last word: 409. needsMoreInfo set here names no question open to change; the
   * review screen asks with `POST …/more-info-request`. The status it already has changes nothing.
   */
  async setStatus(
    id: string,
    decision: SetApplicationStatusRequest,
    caller: AuthenticatedCaller,
  ): Promise<Application> {
    const { status } = decision;
    const message = decision.message ?? null;
    const actor = await this.identity.callerProfile(caller.token);
    const answer = await this.applications.inTransaction(async (manager) => {
      const application = await this.lockedForReview(id, manager);
      await this.changeStatus(
        application,
        {
          status,
          actorId: caller.principal.id,
          actorName: actor.name,
          message,
          internalNote: decision.internalNote ?? null,
        },
        manager,
      );
      return toApiApplication(
        application,
        await this.applications.statusHistory(id, manager),
        true,
      );
    });
    this.notificationsRelay.wake();
    return answer;
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

  /**
   * Whose application (or draft) this is, for another service's "R, or the applicant"
   * check, and which files the applicant may upload to it now.
   */
  async owner(id: string): Promise<ApplicationOwner> {
    const owner = await this.applications.ownerDetails(id);
    if (owner)
      return {
        applicationId: id,
        exists: true,
        userId: owner.userId,
        grantTitle: owner.grantTitle,
        applicantName: owner.applicantName,
        draft: false,
        applicantUploadKeys: applicantUploadKeys(owner),
      };
    const draft = await this.drafts.owner(id);
    if (draft)
      return {
        applicationId: id,
        exists: true,
        userId: draft.userId,
        grantTitle: draft.grantTitle,
        applicantName: draft.applicantName,
        draft: true,
        applicantUploadKeys: null,
      };
    return noApplicationOwner(id);
  }

  /** A grant's applications, oldest first, for the reviews service (its ranked list and assignments). */
  async reviewable(grantId: string): Promise<ReviewableApplication[]> {
    const summaries = await this.applications.summaries(
      { grantId },
      { sort: 'date', direction: 'asc' },
    );
    return summaries.map(toReviewableApplication);
  }

  /** One application with its answers and the questions it was asked, for its reviewers. */
  async forReview(id: string): Promise<ApplicationForReview> {
    const application = await this.applications.findById(id);
    if (!application) throw applicationNotFound();
    return toApplicationForReview(application);
  }

  /** These applications with their answers, in the order asked (ids with none left out). */
  async forReviewBatch(ids: string[]): Promise<ApplicationForReview[]> {
    const found = new Map(
      (await this.applications.findByIds([...new Set(ids)])).map((each) => [each.id, each]),
    );
    return ids.flatMap((id) => {
      const application = found.get(id);
      return application ? [toApplicationForReview(application)] : [];
    });
  }

  /** The application as its reader may see it (deleted meanwhile: 404). */
  async answer(id: string, reviewer: boolean, manager?: EntityManager): Promise<Application> {
    const application = await this.applications.findById(id, manager);
    if (!application) throw applicationNotFound();
    return toApiApplication(
      application,
      await this.applications.statusHistory(id, manager),
      reviewer,
    );
  }

  /**
   * A reviewer's decision on a locked application: its status, a history entry with who and
   * when, and the applicant's notice (the message goes to the applicant; the internal note
   * never leaves the history). Nothing when the status is already that one. `eventId` makes the
   * notice one however often the decision arrives (a batch from the reviews service).
   */
  async changeStatus(
    application: ApplicationRecord,
    change: {
      status: ApplicationStatus;
      actorId: string;
      actorName: string;
      message: string | null;
      internalNote: string | null;
      eventId?: string;
    },
    manager: EntityManager,
  ): Promise<boolean> {
    const { status } = change;
    if (application.status === status) return false;
    const at = new Date();
    const requestedKeys = status === 'needsMoreInfo' ? [] : null;
    await this.applications.setStatus(application.id, { status, at, requestedKeys }, manager);
    await this.applications.recordStatus(
      {
        applicationId: application.id,
        status,
        kind: 'statusChanged',
        at,
        actorId: change.actorId,
        actorName: change.actorName,
        message: change.message,
        questionKeys: [],
        previousAnswers: null,
        internalNote: change.internalNote,
      },
      manager,
    );
    await this.notifications.add(
      {
        ...(change.eventId ? { eventId: change.eventId } : {}),
        kind: 'statusChanged',
        at: at.toISOString(),
        ...noticeSubject(application),
        status,
        message: change.message,
      },
      manager,
    );
    Object.assign(application, { status, statusChangedAt: at, requestedKeys });
    return true;
  }

  /** Wakes the relay of the applicants' notices (after a transaction that added some). */
  wakeNotices(): void {
    this.notificationsRelay.wake();
  }

  /** The application locked for a reviewer's change: not once withdrawn. */
  async lockedForReview(id: string, manager: EntityManager): Promise<ApplicationRecord> {
    const application = await this.locked(id, manager);
    if (application.status === 'withdrawn')
      throw new DomainException('application.withdrawn', withdrawnApplicationMessage);
    return application;
  }

  async locked(id: string, manager: EntityManager): Promise<ApplicationRecord> {
    const application = await this.applications.lockById(id, manager);
    if (!application) throw applicationNotFound();
    return application;
  }

  private wakeRelays(): void {
    this.relay.wake();
    this.notificationsRelay.wake();
  }
}

/**
 * Which files the applicant may upload now: any while the application is as submitted (spec §4:
 * the files follow the save by upload), only those asked for while more information is asked,
 * none once a reviewer has acted on it otherwise, nor once withdrawn (everything else
 * stays read-only).
 */
function applicantUploadKeys(application: {
  status: ApplicationState;
  requestedKeys: string[] | null;
  untouched: boolean;
}): string[] | null {
  if (application.status === 'submitted' && application.untouched) return null;
  if (application.status === 'needsMoreInfo') return application.requestedKeys ?? [];
  return [];
}

function toReviewableApplication(application: ApplicationSummaryRecord): ReviewableApplication {
  return {
    applicationId: application.id,
    userId: application.userId,
    reference: application.reference,
    status: application.status,
    dateSubmitted: application.dateSubmitted.toISOString(),
    applicantName: application.applicantName,
  };
}

function toApplicationForReview(application: ApplicationRecord): ApplicationForReview {
  return {
    ...toReviewableApplication(application),
    grantId: application.grantId,
    grantTitle: application.grantTitle,
    applicantEmail: application.applicantEmail,
    sections: application.sections,
    answers: application.answers,
  };
}
