import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { reviewLimits, type ConflictEntry } from '@portal/contract';
import { DomainException, type AuthenticatedCaller } from '@portal/nest-kit';
import { ApplicationsClient } from '../other-services/applications.client.js';
import { PeopleClient } from '../other-services/people.client.js';
import { AssignmentsRepository } from './assignments.repository.js';
import { ConflictsRepository } from './conflicts.repository.js';
import { PanelAssignments } from './panel-assignments.service.js';
import { PanelsRepository } from './panels.repository.js';
import { ReviewCipher } from './review.cipher.js';
import { ReviewHistoryRepository } from './review-history.repository.js';

/**
 * A reviewer's private list of members they must not review. Only its owner reads it; the
 * history records that a reviewer declared or removed one, never whom.
 */
@Injectable()
export class ConflictsService {
  constructor(
    private readonly conflicts: ConflictsRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly spreading: PanelAssignments,
    private readonly panels: PanelsRepository,
    private readonly history: ReviewHistoryRepository,
    private readonly cipher: ReviewCipher,
    private readonly people: PeopleClient,
    private readonly applications: ApplicationsClient,
  ) {}

  async list(caller: AuthenticatedCaller): Promise<ConflictEntry[]> {
    const rows = await this.conflicts.ofReviewer(caller.principal.id);
    const names = await this.people.names(rows.map((row) => row.memberId));
    return rows.map((row) => ({
      id: row.id,
      memberName: names.get(row.memberId) ?? '',
      note: this.cipher.records.conflict.decrypt(row, row).note,
      declaredAt: row.declaredAt.toISOString(),
    }));
  }

  async add(
    request: { cardNumber: string; note?: string },
    caller: AuthenticatedCaller,
  ): Promise<ConflictEntry> {
    const reviewerId = caller.principal.id;
    const member = await this.people.holderOfCard(request.cardNumber);
    if (member.id === reviewerId)
      throw new DomainException(
        'review.own_application',
        'Your own applications are never assigned to you; there is no need to list yourself.',
      );
    const existing = await this.conflicts.find(reviewerId, member.id);
    if (existing)
      return {
        id: existing.id,
        memberName: member.name,
        note: this.cipher.records.conflict.decrypt(existing, existing).note,
        declaredAt: existing.declaredAt.toISOString(),
      };
    if ((await this.conflicts.count(reviewerId)) >= reviewLimits.maxConflicts)
      throw new DomainException(
        'review.invalid',
        `A list holds at most ${reviewLimits.maxConflicts} members.`,
      );
    const id = randomUUID();
    const declaredAt = new Date();
    const note = request.note?.trim() || null;
    await this.panels.inTransaction(async (manager) => {
      await this.conflicts.insert(
        {
          id,
          reviewerId,
          memberId: member.id,
          declaredAt,
          ...this.cipher.records.conflict.encrypt({ id }, { note }),
        },
        manager,
      );
      await this.history.add([{ action: 'conflict_declared', actorId: reviewerId }], manager);
    });
    await this.stepBackFrom(member.id, reviewerId);
    return { id, memberName: member.name, note, declaredAt: declaredAt.toISOString() };
  }

  /**
   * A member listed after their application was assigned to the reviewer: the reviewer steps
   * back from it (unless already submitted) and it goes to the next reviewer, as a recusal.
   */
  private async stepBackFrom(memberId: string, reviewerId: string): Promise<void> {
    const theirs = (await this.assignments.liveOfReviewer(reviewerId)).filter(
      (row) => row.applicantId === memberId && row.state !== 'submitted',
    );
    for (const row of theirs) {
      const applications = await this.applications.ofGrant(row.grantId);
      await this.panels.inTransaction((manager) =>
        this.spreading.recuse(row, { actorId: reviewerId, reason: null }, applications, manager),
      );
    }
  }

  async remove(id: string, caller: AuthenticatedCaller): Promise<void> {
    await this.panels.inTransaction(async (manager) => {
      const removed = await this.conflicts.remove(id, caller.principal.id, manager);
      if (!removed) throw new DomainException('review.not_found', 'Not on your list.');
      await this.history.add(
        [{ action: 'conflict_removed', actorId: caller.principal.id }],
        manager,
      );
    });
  }
}
