import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ReviewPanel, SetReviewPanelRequest } from '@portal/contract';
import { DomainException, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { ApplicationsClient } from '../other-services/applications.client.js';
import { GrantsClient } from '../other-services/grants.client.js';
import { PeopleClient, type StaffAccount } from '../other-services/people.client.js';
import { AssignmentsRepository } from './assignments.repository.js';
import { ConflictsRepository } from './conflicts.repository.js';
import { PanelAssignments } from './panel-assignments.service.js';
import { PanelsRepository } from './panels.repository.js';
import { ReviewAccess } from './review-access.service.js';
import { ReviewHistoryRepository } from './review-history.repository.js';

/** A grant's review panel: who reviews, how many per application, blind or not. */
@Injectable()
export class PanelsService {
  constructor(
    private readonly panels: PanelsRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly conflicts: ConflictsRepository,
    private readonly history: ReviewHistoryRepository,
    private readonly spreading: PanelAssignments,
    private readonly applications: ApplicationsClient,
    private readonly grants: GrantsClient,
    private readonly people: PeopleClient,
    private readonly access: ReviewAccess,
  ) {}

  /** Staff and admin accounts, who may sit on a panel. */
  async candidates(): Promise<Array<{ id: string; name: string }>> {
    return (await this.people.staff()).map(({ id, name }) => ({ id, name }));
  }

  /** The panel as it stands, after assigning any application that arrived since. */
  async panel(grantId: string, caller: AuthenticatedCaller): Promise<ReviewPanel> {
    await this.grants.lead(grantId);
    const spread = await this.spreading.spreadIfShort(grantId, caller.principal.id);
    return this.view(grantId, spread.short);
  }

  /**
   * Sets the reviewers and N, then assigns every application by the spreading rule. A reviewer
   * taken off the panel loses access at once; what they submitted stays, what they had not
   * started goes to the others.
   */
  async setPanel(
    grantId: string,
    request: SetReviewPanelRequest,
    caller: AuthenticatedCaller,
  ): Promise<ReviewPanel> {
    await this.grants.lead(grantId);
    const wanted = [...new Set(request.reviewerIds)];
    const staff = await this.staffById();
    const unknown = wanted.filter((id) => !staff.has(id));
    if (unknown.length > 0)
      throw new DomainException(
        'review.reviewer',
        'Each reviewer must be a staff member or an admin of the portal.',
      );
    if (request.reviewersPerApplication > wanted.length)
      throw new DomainException(
        'review.panel',
        `Each application cannot have ${request.reviewersPerApplication} reviewers with ${wanted.length} on the panel. Add reviewers or ask for fewer per application.`,
      );
    const applications = await this.applications.ofGrant(grantId);
    const actorId = caller.principal.id;
    const spread = await this.panels.inTransaction(async (manager) => {
      const panel = await this.panels.lock(grantId, manager);
      const current = await this.panels.reviewers(grantId, manager);
      const leaving = current.map((row) => row.reviewerId).filter((id) => !wanted.includes(id));
      const joining = wanted.filter((id) => !current.some((row) => row.reviewerId === id));
      await this.takeOff(grantId, leaving, actorId, manager);
      const now = new Date();
      await this.panels.addReviewers(
        joining.map((reviewerId, index) => ({
          grantId,
          reviewerId,
          reviewerName: staff.get(reviewerId)?.name ?? '',
          // Kept in the order chosen: the spreading rule breaks ties by it.
          addedAt: new Date(now.getTime() + index),
        })),
        manager,
      );
      panel.reviewersPerApplication = request.reviewersPerApplication;
      panel.updatedAt = now;
      await this.panels.save(panel, manager);
      await this.history.add(
        [
          {
            action: 'panel_set',
            actorId,
            grantId,
            detail: {
              reviewers: wanted.length,
              reviewersPerApplication: request.reviewersPerApplication,
            },
          },
        ],
        manager,
      );
      return this.spreading.spreadIn(grantId, actorId, applications, manager);
    });
    return this.view(grantId, spread.short);
  }

  /** One reviewer to one application, by hand (never the applicant, nor a declared conflict). */
  async assignByHand(
    grantId: string,
    request: { applicationId: string; reviewerId: string },
    caller: AuthenticatedCaller,
  ): Promise<ReviewPanel> {
    const application = await this.applications.forReview(request.applicationId);
    if (application.grantId !== grantId)
      throw new DomainException('review.not_found', 'Application not found');
    if (!(await this.panels.isReviewer(grantId, request.reviewerId)))
      throw new DomainException(
        'review.reviewer',
        'Add the reviewer to the grant’s panel before assigning applications to them.',
      );
    if (application.userId === request.reviewerId)
      throw new DomainException(
        'review.own_application',
        'A reviewer cannot review their own application.',
      );
    // Refused in the same words as any other pair that cannot be made: the lead never learns
    // that a member is on a reviewer's list.
    const cannot = new DomainException(
      'review.reviewer',
      'This reviewer cannot be given this application. Choose another reviewer.',
    );
    if (await this.conflicts.find(request.reviewerId, application.userId)) throw cannot;
    await this.panels.inTransaction(async (manager) => {
      await this.panels.lock(grantId, manager);
      const rows = await this.assignments.ofGrant(grantId, manager);
      const existing = rows.find(
        (row) =>
          row.applicationId === request.applicationId && row.reviewerId === request.reviewerId,
      );
      if (existing?.recusedAt) throw cannot;
      if (existing) return;
      const now = new Date();
      await this.assignments.insert(
        [
          {
            id: randomUUID(),
            grantId,
            applicationId: request.applicationId,
            reviewerId: request.reviewerId,
            applicantId: application.userId,
            assignedAt: now,
            recusedAt: null,
            state: 'not_started',
            scores: {},
            commentsEncrypted: null,
            scoreHundredths: null,
            submittedAt: null,
            updatedAt: now,
          },
        ],
        manager,
      );
      await this.history.add(
        [
          {
            action: 'assigned',
            actorId: caller.principal.id,
            grantId,
            applicationId: request.applicationId,
            reviewerId: request.reviewerId,
            detail: { by: 'hand' },
          },
        ],
        manager,
        now,
      );
    });
    return this.view(grantId, []);
  }

  /** Blind or not, by the grant's lead only; recorded. */
  async setBlind(
    grantId: string,
    blind: boolean,
    caller: AuthenticatedCaller,
  ): Promise<ReviewPanel> {
    await this.access.requireLead(caller, grantId);
    await this.panels.inTransaction(async (manager) => {
      const panel = await this.panels.lock(grantId, manager);
      if (panel.blind === blind) return;
      panel.blind = blind;
      panel.updatedAt = new Date();
      await this.panels.save(panel, manager);
      await this.history.add(
        [{ action: 'blind_changed', actorId: caller.principal.id, grantId, detail: { blind } }],
        manager,
      );
    });
    return this.view(grantId, []);
  }

  private async takeOff(
    grantId: string,
    reviewerIds: string[],
    actorId: string,
    manager: EntityManager,
  ): Promise<void> {
    if (reviewerIds.length === 0) return;
    const leaving = new Set(reviewerIds);
    const rows = await this.assignments.ofGrant(grantId, manager);
    const theirs = rows.filter((row) => leaving.has(row.reviewerId) && row.recusedAt === null);
    await this.assignments.removeUnstarted(
      theirs.filter((row) => row.state === 'not_started').map((row) => row.id),
      manager,
    );
    // A draft is ended like a recusal (it no longer counts); a submitted review stays.
    for (const row of theirs.filter((each) => each.state === 'draft')) {
      row.recusedAt = new Date();
      await this.assignments.save(row, manager);
    }
    await this.panels.removeReviewers(grantId, reviewerIds, manager);
    await this.history.add(
      reviewerIds.map((reviewerId) => ({
        action: 'reviewer_removed' as const,
        actorId,
        grantId,
        reviewerId,
      })),
      manager,
    );
  }

  private async staffById(): Promise<Map<string, StaffAccount>> {
    return new Map((await this.people.staff()).map((account) => [account.id, account]));
  }

  private async view(grantId: string, short: string[]): Promise<ReviewPanel> {
    const panel = await this.panels.find(grantId);
    const reviewers = await this.panels.reviewers(grantId);
    const rows = await this.assignments.ofGrant(grantId);
    const live = rows.filter((row) => row.recusedAt === null);
    const recusals = await this.history.recusals(grantId);
    return {
      grantId,
      reviewersPerApplication: panel?.reviewersPerApplication ?? null,
      blind: panel?.blind ?? true,
      reviewers: reviewers.map((reviewer) => {
        const theirs = live.filter((row) => row.reviewerId === reviewer.reviewerId);
        return {
          id: reviewer.reviewerId,
          name: reviewer.reviewerName,
          assigned: theirs.length,
          submitted: theirs.filter((row) => row.state === 'submitted').length,
        };
      }),
      applications: new Set(rows.map((row) => row.applicationId)).size,
      shortOfReviewers: short,
      recusals: recusals.length,
      reassignedApplications: [...new Set(recusals.map((recusal) => recusal.applicationId))],
    };
  }
}
