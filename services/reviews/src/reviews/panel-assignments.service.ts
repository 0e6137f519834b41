import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ReviewableApplication } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { planAssignments } from '../assignment/spread-assignment.js';
import { ApplicationsClient } from '../other-services/applications.client.js';
import type { AssignmentEntity } from './assignment.entity.js';
import { AssignmentsRepository } from './assignments.repository.js';
import { ConflictsRepository } from './conflicts.repository.js';
import { PanelsRepository } from './panels.repository.js';
import { ReviewHistoryRepository } from './review-history.repository.js';

/** What spreading did: the pairs it made, and the applications still short of reviewers. */
export interface SpreadResult {
  added: Array<{ applicationId: string; reviewerId: string }>;
  short: string[];
}

/**
 * "N reviewers per application, spread evenly", kept true: after the lead sets the panel,
 * after a recusal, and whenever the grant's assignments are read, any application without its
 * N reviewers (one that arrived since, or one a reviewer stepped back from) gets them by the
 * same rule (spread-assignment.ts). The panel's row is locked meanwhile, so two spreads of one
 * grant take turns and the loads they count hold.
 */
@Injectable()
export class PanelAssignments {
  constructor(
    private readonly panels: PanelsRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly conflicts: ConflictsRepository,
    private readonly history: ReviewHistoryRepository,
    private readonly applications: ApplicationsClient,
  ) {}

  /** Spreads the grant's applications over its panel, in its own transaction. */
  async spread(grantId: string, actorId: string): Promise<SpreadResult> {
    const applications = await this.applications.ofGrant(grantId);
    return this.panels.inTransaction((manager) =>
      this.spreadIn(grantId, actorId, applications, manager),
    );
  }

  /**
   * A reviewer steps back from an assignment (a conflict declared on it, or a member listed
   * since): the row ends (kept, so the pair is never made again), the history records it with
   * the reason, and the application goes to the next reviewer by the rule, all in one
   * transaction with the panel locked.
   */
  async recuse(
    row: AssignmentEntity,
    recusal: { actorId: string; reason: string | null },
    applications: ReviewableApplication[],
    manager: EntityManager,
  ): Promise<SpreadResult> {
    await this.panels.lock(row.grantId, manager);
    row.recusedAt = new Date();
    row.updatedAt = row.recusedAt;
    await this.assignments.save(row, manager);
    await this.history.add(
      [
        {
          action: 'recused',
          actorId: recusal.actorId,
          grantId: row.grantId,
          applicationId: row.applicationId,
          reviewerId: row.reviewerId,
          reason: recusal.reason,
        },
      ],
      manager,
    );
    return this.spreadIn(row.grantId, recusal.actorId, applications, manager);
  }

  /**
   * Spreads only when an application is short of its N reviewers (one arrived, or lost a
   * reviewer), read first without the lock: reading the panel or the ranked list then takes no
   * lock at all in the usual case, so readers never queue behind each other.
   */
  async spreadIfShort(
    grantId: string,
    actorId: string,
    known?: ReviewableApplication[],
  ): Promise<SpreadResult> {
    const panel = await this.panels.find(grantId);
    if (!panel || panel.reviewersPerApplication === null) return { added: [], short: [] };
    const applications = known ?? (await this.applications.ofGrant(grantId));
    const reviewers = new Set((await this.panels.reviewers(grantId)).map((row) => row.reviewerId));
    const wanted = Math.min(panel.reviewersPerApplication, reviewers.size);
    const held = new Map<string, number>();
    for (const row of await this.assignments.ofGrant(grantId))
      if (row.recusedAt === null && reviewers.has(row.reviewerId))
        held.set(row.applicationId, (held.get(row.applicationId) ?? 0) + 1);
    const short = applications.some(
      (application) =>
        application.status !== 'withdrawn' && (held.get(application.applicationId) ?? 0) < wanted,
    );
    if (!short) return { added: [], short: [] };
    return this.panels.inTransaction((manager) =>
      this.spreadIn(grantId, actorId, applications, manager),
    );
  }

  /** Spreads within the caller's transaction (the panel's row is locked there). */
  async spreadIn(
    grantId: string,
    actorId: string,
    applications: ReviewableApplication[],
    manager: EntityManager,
  ): Promise<SpreadResult> {
    const panel = await this.panels.lock(grantId, manager);
    if (panel.reviewersPerApplication === null) return { added: [], short: [] };
    const reviewers = (await this.panels.reviewers(grantId, manager)).map((row) => row.reviewerId);
    const onPanel = new Set(reviewers);
    const rows = await this.assignments.ofGrant(grantId, manager);
    const live = rows.filter((row) => row.recusedAt === null && onPanel.has(row.reviewerId));
    const liveIds = new Set(live.map((row) => row.id));
    const reviewable = applications.filter((application) => application.status !== 'withdrawn');
    const plan = planAssignments({
      applications: reviewable.map((application) => ({
        applicationId: application.applicationId,
        applicantId: application.userId,
      })),
      reviewers,
      perApplication: Math.min(panel.reviewersPerApplication, reviewers.length),
      existing: live.map(pair),
      movable: live.filter((row) => row.state === 'not_started').map(pair),
      excluded: rows.filter((row) => !liveIds.has(row.id)).map(pair),
      conflicts: await this.conflicts.pairsOf(reviewers, manager),
    });
    const applicants = new Map(reviewable.map((each) => [each.applicationId, each.userId]));
    const now = new Date();
    // A pair handed over was nobody's work yet: the row goes, the new holder's row is added.
    const handedOver = plan.moved.map(({ applicationId, from }) =>
      live.find((row) => row.applicationId === applicationId && row.reviewerId === from),
    );
    await this.assignments.removeUnstarted(
      handedOver.flatMap((row) => (row ? [row.id] : [])),
      manager,
    );
    const newPairs = [
      ...plan.added,
      ...plan.moved.map(({ applicationId, to }) => ({ applicationId, reviewerId: to })),
    ];
    const added: AssignmentEntity[] = newPairs.map(({ applicationId, reviewerId }) => ({
      id: randomUUID(),
      grantId,
      applicationId,
      reviewerId,
      applicantId: applicants.get(applicationId) as string,
      assignedAt: now,
      recusedAt: null,
      state: 'not_started',
      scores: {},
      commentsEncrypted: null,
      scoreHundredths: null,
      submittedAt: null,
      updatedAt: now,
    }));
    await this.assignments.insert(added, manager);
    await this.history.add(
      added.map((row) => ({
        action: 'assigned' as const,
        actorId,
        grantId,
        applicationId: row.applicationId,
        reviewerId: row.reviewerId,
        detail: {
          by: plan.moved.some(
            (each) => each.applicationId === row.applicationId && each.to === row.reviewerId,
          )
            ? 'hand-over'
            : 'rule',
        },
      })),
      manager,
      now,
    );
    return { added: newPairs, short: plan.short };
  }
}

function pair(row: AssignmentEntity): { applicationId: string; reviewerId: string } {
  return { applicationId: row.applicationId, reviewerId: row.reviewerId };
}
