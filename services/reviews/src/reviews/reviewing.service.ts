import { Injectable } from '@nestjs/common';
import type {
  ApplicationForReview,
  AssignedReview,
  ReviewSheet,
  SaveReviewRequest,
} from '@portal/contract';
import { DomainException, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { scoringParts, validScoreTenths, weightedScore } from '../scoring/weighted-score.js';
import { ApplicationsClient } from '../other-services/applications.client.js';
import { GrantsClient } from '../other-services/grants.client.js';
import { PeopleClient } from '../other-services/people.client.js';
import type { AssignmentEntity } from './assignment.entity.js';
import { AssignmentsRepository } from './assignments.repository.js';
import { blindAnswers } from './blind-answers.js';
import { PanelAssignments } from './panel-assignments.service.js';
import { PanelsRepository } from './panels.repository.js';
import { ReviewAccess } from './review-access.service.js';
import { ReviewCipher } from './review.cipher.js';
import { ReviewHistoryRepository } from './review-history.repository.js';
import { toReview } from './review-to-api.js';

/**
 * A reviewer's work on the applications assigned to them: the sheet (blind unless the lead
 * turned blindness off), draft scores, submitting, stepping back for a conflict; and the lead
 * reopening a submitted review.
 */
@Injectable()
export class ReviewingService {
  constructor(
    private readonly assignments: AssignmentsRepository,
    private readonly panels: PanelsRepository,
    private readonly spreading: PanelAssignments,
    private readonly history: ReviewHistoryRepository,
    private readonly cipher: ReviewCipher,
    private readonly applications: ApplicationsClient,
    private readonly grants: GrantsClient,
    private readonly people: PeopleClient,
    private readonly access: ReviewAccess,
  ) {}

  /** The caller's assignments on the panels they sit on, after assigning new arrivals. */
  async assigned(caller: AuthenticatedCaller): Promise<AssignedReview[]> {
    const reviewerId = caller.principal.id;
    const before = await this.assignments.liveOfReviewer(reviewerId);
    const references = new Map<string, string>();
    for (const grantId of new Set(before.map((row) => row.grantId))) {
      const applications = await this.applications.ofGrant(grantId);
      await this.spreading.spreadIfShort(grantId, reviewerId, applications);
      for (const application of applications)
        references.set(application.applicationId, application.reference);
    }
    const rows = await this.onPanel(await this.assignments.liveOfReviewer(reviewerId));
    const titles = new Map<string, string>();
    for (const grantId of new Set(rows.map((row) => row.grantId)))
      titles.set(grantId, (await this.grants.lead(grantId)).title);
    return rows.map((row) => ({
      applicationId: row.applicationId,
      grantId: row.grantId,
      grantTitle: titles.get(row.grantId) ?? '',
      reference: references.get(row.applicationId) ?? '',
      state: row.state,
      assignedAt: row.assignedAt.toISOString(),
    }));
  }

  /** The application as the caller may read it: their own review, the others' when allowed. */
  async sheet(applicationId: string, caller: AuthenticatedCaller): Promise<ReviewSheet> {
    return this.sheetFor(await this.applications.forReview(applicationId), caller);
  }

  private async sheetFor(
    application: ApplicationForReview,
    caller: AuthenticatedCaller,
  ): Promise<ReviewSheet> {
    const mine = await this.assignmentOf(application, caller);
    const lead = mine ? false : await this.access.isLead(caller, application.grantId);
    if (!mine && !lead) throw notAssigned();
    return this.sheetOf(application, mine, lead);
  }

  /** Saves the caller's draft: scores (0–10, one decimal) and comments by part. */
  async save(
    applicationId: string,
    request: SaveReviewRequest,
    caller: AuthenticatedCaller,
  ): Promise<ReviewSheet> {
    const application = await this.applications.forReview(applicationId);
    const parts = scoringParts(application.sections);
    const partKeys = new Set(parts.map((part) => part.key));
    const scores = readScores(request.scores, partKeys);
    for (const key of Object.keys(request.comments)) if (!partKeys.has(key)) throw notAPart(key);
    await this.panels.inTransaction(async (manager) => {
      const row = await this.lockedAssignment(application, caller, manager);
      if (row.state === 'submitted')
        throw new DomainException(
          'review.submitted',
          'This review is submitted. Only the grant’s lead can reopen it.',
        );
      row.scores = scores;
      row.scoreHundredths = weightedScore(application.sections, scores).scoreHundredths;
      row.state = 'draft';
      row.updatedAt = new Date();
      const comments = Object.fromEntries(
        Object.entries(request.comments).filter(([, text]) => text.trim() !== ''),
      );
      Object.assign(
        row,
        this.cipher.records.review.encrypt(row, {
          comments: Object.keys(comments).length > 0 ? comments : null,
        }),
      );
      await this.assignments.save(row, manager);
    });
    return this.sheetFor(application, caller);
  }

  /** Submits the caller's review: every part scored, or 400 naming what is missing. */
  async submit(applicationId: string, caller: AuthenticatedCaller): Promise<ReviewSheet> {
    const application = await this.applications.forReview(applicationId);
    await this.panels.inTransaction(async (manager) => {
      const row = await this.lockedAssignment(application, caller, manager);
      if (row.state === 'submitted') return;
      const result = weightedScore(application.sections, row.scores);
      if (!result.complete)
        throw new DomainException(
          'review.incomplete',
          `Please score every part before submitting (${result.missing.length} not scored yet).`,
          { details: result.missing.map((key) => ({ field: key, message: 'Not scored yet.' })) },
        );
      const now = new Date();
      row.state = 'submitted';
      row.scoreHundredths = result.scoreHundredths;
      row.submittedAt = now;
      row.updatedAt = now;
      await this.assignments.save(row, manager);
      await this.history.add(
        [
          {
            action: 'submitted',
            actorId: caller.principal.id,
            grantId: row.grantId,
            applicationId,
            reviewerId: row.reviewerId,
          },
        ],
        manager,
        now,
      );
    });
    return this.sheetFor(application, caller);
  }

  /**
   * "I have a conflict": the caller steps back (the reason kept, encrypted, for the record) and
   * the application goes to the next reviewer by the spreading rule.
   */
  async declareConflict(
    applicationId: string,
    reason: string | undefined,
    caller: AuthenticatedCaller,
  ): Promise<{ recused: true; replacedBy: boolean }> {
    const application = await this.applications.forReview(applicationId);
    const applications = await this.applications.ofGrant(application.grantId);
    const spread = await this.panels.inTransaction(async (manager) => {
      await this.panels.lock(application.grantId, manager);
      const row = await this.lockedAssignment(application, caller, manager);
      return this.spreading.recuse(
        row,
        { actorId: caller.principal.id, reason: reason || null },
        applications,
        manager,
      );
    });
    return {
      recused: true,
      replacedBy: spread.added.some((pair) => pair.applicationId === applicationId),
    };
  }

  /** The lead reopens a submitted review, with a reason kept in the history. */
  async reopen(
    applicationId: string,
    reviewerId: string,
    reason: string,
    caller: AuthenticatedCaller,
  ): Promise<ReviewSheet> {
    const application = await this.applications.forReview(applicationId);
    await this.access.requireLead(caller, application.grantId);
    await this.panels.inTransaction(async (manager) => {
      const row = await this.assignments.liveOne(applicationId, reviewerId, manager);
      if (!row) throw new DomainException('review.not_found', 'Review not found');
      if (row.state !== 'submitted')
        throw new DomainException('review.not_submitted', 'Only a submitted review is reopened.');
      row.state = 'draft';
      row.submittedAt = null;
      row.updatedAt = new Date();
      await this.assignments.save(row, manager);
      await this.history.add(
        [
          {
            action: 'reopened',
            actorId: caller.principal.id,
            grantId: row.grantId,
            applicationId,
            reviewerId,
            reason,
          },
        ],
        manager,
      );
    });
    return this.sheetFor(application, caller);
  }

  /**
   * The caller's live assignment to the application, while they are on its panel (locked when
   * a transaction is given).
   */
  private async assignmentOf(
    application: ApplicationForReview,
    caller: AuthenticatedCaller,
    manager?: EntityManager,
  ): Promise<AssignmentEntity | undefined> {
    const row = await this.assignments.liveOne(
      application.applicationId,
      caller.principal.id,
      manager,
    );
    if (!row || !(await this.panels.isReviewer(application.grantId, caller.principal.id)))
      return undefined;
    return row;
  }

  private async lockedAssignment(
    application: ApplicationForReview,
    caller: AuthenticatedCaller,
    manager: EntityManager,
  ): Promise<AssignmentEntity> {
    const row = await this.assignmentOf(application, caller, manager);
    if (!row) throw notAssigned();
    return row;
  }

  private async onPanel(rows: AssignmentEntity[]): Promise<AssignmentEntity[]> {
    const kept: AssignmentEntity[] = [];
    const onPanel = new Map<string, boolean>();
    for (const row of rows) {
      if (!onPanel.has(row.grantId))
        onPanel.set(row.grantId, await this.panels.isReviewer(row.grantId, row.reviewerId));
      if (onPanel.get(row.grantId)) kept.push(row);
    }
    return kept;
  }

  private async sheetOf(
    application: ApplicationForReview,
    mine: AssignmentEntity | undefined,
    lead: boolean,
  ): Promise<ReviewSheet> {
    const panel = await this.panels.find(application.grantId);
    const blind = (panel?.blind ?? true) && !lead;
    const reviews = await this.assignments.liveOfApplication(application.applicationId);
    const names = await this.people.names([...new Set(reviews.map((row) => row.reviewerId))]);
    const asReview = (row: AssignmentEntity) =>
      toReview(
        row,
        this.cipher.records.review.decrypt(row, row).comments ?? {},
        names.get(row.reviewerId) ?? '',
      );
    const othersHidden = !lead && mine?.state !== 'submitted';
    const others = reviews.filter((row) => row.id !== mine?.id);
    return {
      applicationId: application.applicationId,
      grantId: application.grantId,
      grantTitle: application.grantTitle,
      reference: application.reference,
      status: application.status,
      blind,
      applicant: blind
        ? null
        : { name: application.applicantName, email: application.applicantEmail },
      sections: application.sections,
      answers: blind
        ? blindAnswers(application.sections, application.answers, {
            name: application.applicantName,
            email: application.applicantEmail,
            cardNumber: await this.people.cardNumber(application.userId),
          })
        : application.answers,
      parts: scoringParts(application.sections),
      myReview: mine ? asReview(mine) : null,
      otherReviews: othersHidden
        ? []
        : others.filter((row) => row.state === 'submitted' || lead).map(asReview),
      othersHidden,
    };
  }
}

/** The scores as sent: part keys only, each 0–10 with one decimal; null or absent is unscored. */
function readScores(sent: Record<string, unknown>, partKeys: Set<string>): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const [key, value] of Object.entries(sent)) {
    if (!partKeys.has(key)) throw notAPart(key);
    if (value === null || value === undefined || value === '') continue;
    const tenths = validScoreTenths(value);
    if (tenths === null)
      throw new DomainException(
        'review.score',
        'Each score must be a number from 0 to 10 with at most one decimal.',
        {
          details: [
            {
              field: key,
              message: 'Each score must be a number from 0 to 10 with at most one decimal.',
            },
          ],
        },
      );
    scores[key] = tenths;
  }
  return scores;
}

function notAPart(key: string): DomainException {
  return new DomainException(
    'review.score',
    `“${key.slice(0, 40)}” is not a part of this grant’s scoring.`,
  );
}

function notAssigned(): DomainException {
  return new DomainException('review.not_assigned', 'This application is not assigned to you.');
}
