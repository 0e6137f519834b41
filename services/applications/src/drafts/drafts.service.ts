import { Injectable } from '@nestjs/common';
import {
  answerProblemsText,
  checkAnswers,
  isReviewer,
  readGrantDate,
  type Application,
  type ApplicationAnswers,
  type ApplicationDraft,
  type ApplicationDraftSummary,
  type SaveDraftRequest,
  type Section,
} from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import { ApplicationSubmissions } from '../applications/application-submissions.service.js';
import { toApiApplication } from '../applications/application-to-api.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { GrantSnapshots } from '../applications/grant-snapshots.client.js';
import { ApplicationEventsOutbox } from '../outbox/application-events-outbox.repository.js';
import { FilesOutboxRelay } from '../outbox/files-outbox.relay.js';
import { NotificationsOutboxRelay } from '../outbox/notifications-outbox.relay.js';
import { OutboxRelay } from '../outbox/outbox.relay.js';
import type { DraftRecord, DraftSummaryRecord } from './draft-record.js';
import { DraftsRepository } from './drafts.repository.js';

const draftNotFound = () => new DomainException('draft.not_found', 'Draft not found');

/**
 * Drafts: a member's answers to a published grant kept on the server, one per member
 * and grant, until they submit it. Each member sees their own only: anyone else's draft, a
 * reviewer's included, is "not found". A draft is never counted, listed to staff or reviewed;
 * its submission goes through the same rules, double-submission key and events as any other
 * (application-submissions.service.ts), in one transaction that also removes it.
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly drafts: DraftsRepository,
    private readonly grants: GrantSnapshots,
    private readonly identity: IdentityClient,
    private readonly submissions: ApplicationSubmissions,
    private readonly applicationsService: ApplicationsService,
    private readonly applications: ApplicationsRepository,
    private readonly outbox: ApplicationEventsOutbox,
    private readonly relay: OutboxRelay,
    private readonly filesRelay: FilesOutboxRelay,
    private readonly notificationsRelay: NotificationsOutboxRelay,
  ) {}

  /**
   * Saves the caller's draft for a published grant: answers that follow its questions in shape
   * (keys that name questions, values of their type), required ones possibly still empty.
   */
  async save(request: SaveDraftRequest, caller: AuthenticatedCaller): Promise<ApplicationDraft> {
    const [grant, member] = await Promise.all([
      this.grants.openForApplications(request.grantId),
      this.identity.callerProfile(caller.token),
    ]);
    const saved = await this.drafts.save({
      userId: caller.principal.id,
      grantId: grant.grantId,
      grantTitle: grant.title,
      closesAt: readGrantDate(grant.closeDate, 'close') ?? null,
      applicantName: member.name,
      answers: draftAnswers(request.answers, grant.sections),
      at: new Date(),
    });
    return toApiDraft(saved);
  }

  async list(caller: AuthenticatedCaller): Promise<ApplicationDraftSummary[]> {
    return (await this.drafts.listOwn(caller.principal.id)).map(toApiDraftSummary);
  }

  async get(id: string, caller: AuthenticatedCaller): Promise<ApplicationDraft> {
    const draft = await this.drafts.findOwn(id, caller.principal.id);
    if (!draft) throw draftNotFound();
    return toApiDraft(draft);
  }

  /** Discards the caller's draft; the files uploaded to it become orphans (files outbox). */
  async remove(id: string, caller: AuthenticatedCaller): Promise<void> {
    await this.drafts.inTransaction(async (manager) => {
      const draft = await this.drafts.lockOwn(id, caller.principal.id, manager);
      if (!draft) throw draftNotFound();
      await this.drafts.delete(id, manager);
      await this.outbox.draftDiscarded(id, new Date(), manager);
    });
    this.filesRelay.wake();
  }

  /**
   * Submits the caller's draft as saved: it becomes the application with the draft's id (the
   * files uploaded to it are that application's), and is gone. Sent twice, even at once, it
   * makes one application: the second waits for the first's lock on the draft, finds it gone,
   * and answers the application it became. Refused (answers incomplete, grant not open), the
   * draft stays as it was.
   */
  async submit(id: string, caller: AuthenticatedCaller): Promise<Application> {
    const userId = caller.principal.id;
    const reviewer = isReviewer(caller.principal);
    const draft = await this.drafts.findOwn(id, userId);
    if (!draft) return this.alreadySubmitted(id, userId, reviewer);
    const [grant, applicant] = await Promise.all([
      this.grants.openForApplications(draft.grantId),
      this.identity.callerProfile(caller.token),
      this.submissions.assertMayApply(caller),
    ]);
    const stored = await this.drafts.inTransaction(async (manager) => {
      const locked = await this.drafts.lockOwn(id, userId, manager);
      if (!locked) return { created: false as const, id };
      const at = new Date();
      const outcome = await this.submissions.store(
        {
          id,
          grant,
          userId,
          applicant,
          answers: this.submissions.checkedAnswers(locked.answers, grant),
          at,
        },
        manager,
      );
      await this.drafts.delete(id, manager);
      // The same answers were submitted directly a moment ago: that application stands, and
      // the files uploaded to the draft are nobody's.
      if (!outcome.created) await this.outbox.draftDiscarded(id, at, manager);
      return outcome;
    });
    if (!stored.created) {
      this.filesRelay.wake();
      return stored.id === id
        ? this.alreadySubmitted(id, userId, reviewer)
        : this.applicationsService.answer(stored.id, reviewer);
    }
    this.relay.wake();
    this.notificationsRelay.wake();
    return toApiApplication(stored.application, stored.history, reviewer);
  }

  /** A draft that is gone: the application it became, when it is the caller's; else not found. */
  private async alreadySubmitted(
    id: string,
    userId: string,
    reviewer: boolean,
  ): Promise<Application> {
    const owner = await this.applications.owner(id);
    if (!owner || owner.userId !== userId) throw draftNotFound();
    return this.applicationsService.answer(id, reviewer);
  }
}

/**
 * A draft's answers: the shape of each (keys naming questions, values of their type), never
 * completeness. 400 with every problem, as a submission's.
 */
function draftAnswers(answers: unknown, sections: readonly Section[]): ApplicationAnswers {
  const check = checkAnswers(answers, sections);
  if (check.ok) return check.answers;
  const problems = check.problems.filter((problem) => problem.rule !== 'required');
  if (problems.length === 0) return keptAnswers(answers as Record<string, unknown>);
  throw new DomainException('application.answers', answerProblemsText(problems, sections), {
    details: problems.map((problem) => ({
      field: problem.key ? `answers.${problem.key}` : 'answers',
      message: problem.message,
      code: 'application.answers',
    })),
  });
}

/** The answers given (the only problems were empty required ones): null and undefined dropped. */
function keptAnswers(answers: Record<string, unknown>): ApplicationAnswers {
  const kept: ApplicationAnswers = {};
  for (const [key, value] of Object.entries(answers))
    if (typeof value === 'string' || Array.isArray(value)) kept[key] = value as string | string[];
  return kept;
}

function toApiDraftSummary(draft: DraftSummaryRecord): ApplicationDraftSummary {
  return {
    _id: draft.id,
    grantId: draft.grantId,
    grantTitle: draft.grantTitle,
    closesAt: draft.closesAt?.toISOString() ?? null,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}

function toApiDraft(draft: DraftRecord): ApplicationDraft {
  return { ...toApiDraftSummary(draft), answers: draft.answers };
}
