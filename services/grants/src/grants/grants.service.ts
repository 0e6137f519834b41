import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  isReviewer,
  listPageSize,
  type Grant,
  type GrantHistoryEntry,
  type GrantPage,
  type GrantInput,
  type GrantListArchived,
  type GrantSnapshot,
  type GrantStatus,
  type GrantSummary,
} from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { NotificationsOutbox } from '../outbox/notifications-outbox.repository.js';
import { NotificationsOutboxRelay } from '../outbox/notifications-outbox.relay.js';
import type { GrantEntity } from './grant.entity.js';
import { toApiGrant, toGrantSnapshot, toGrantSummary, toHistoryEntry } from './grant-to-api.js';
import { GrantsRepository, type HistoryRecord } from './grants.repository.js';
import { SecondApproval } from './second-approval.service.js';

const grantNotFound = () => new DomainException('grant.not_found', 'Grant not found');

/**
 * The rules about grants (decisions §3, §4): staff with the education flag and admins build and
 * change them; members see the published ones. Every change is written with its history entry in
 * one transaction, so no change goes unrecorded. A grant that has had applications is never
 * deleted: it is closed or archived, and an archived one is kept as it is until restored. When
 * the office asks for a second approver (`SecondApproval`), the one who submitted a grant does
 * not publish it, and the others are told that it waits.
 */
@Injectable()
export class GrantsService {
  constructor(
    private readonly grants: GrantsRepository,
    private readonly identity: IdentityClient,
    private readonly secondApproval: SecondApproval,
    private readonly notices: NotificationsOutbox,
    private readonly noticesRelay: NotificationsOutboxRelay,
  ) {}

  /** Every grant, newest first, searched by the words of the title; archived ones when asked for. */
  async list(search?: string, archived: GrantListArchived = 'hide'): Promise<Grant[]> {
    const grants = await this.grants.list({ search, archived });
    return grants.map((grant) => toApiGrant(grant, true));
  }

  /** A page of the grants table: newest first, 50 a page, searched by the words of the title. */
  async page(
    page: number,
    search?: string,
    archived: GrantListArchived = 'hide',
  ): Promise<GrantPage> {
    const found = await this.grants.page({
      offset: (page - 1) * listPageSize,
      limit: listPageSize,
      search,
      archived,
    });
    return {
      items: found.grants.map((grant) => toApiGrant(grant, true)),
      page,
      pageSize: listPageSize,
      total: found.total,
    };
  }

  /** Staff read any grant; anyone else only a published one (a draft is "not found" to them). */
  async get(id: string, caller: AuthenticatedCaller): Promise<Grant> {
    const grant = await this.grants.findById(id);
    const staff = isReviewer(caller.principal);
    if (!grant || (!staff && (grant.status !== 'published' || grant.archivedAt)))
      throw grantNotFound();
    return toApiGrant(grant, staff);
  }

  async available(): Promise<GrantSummary[]> {
    return (await this.grants.publishedSummaries()).map(toGrantSummary);
  }

  /**
   * A new grant starts as a draft; `copyOf` records that it was duplicated from that one. With
   * the second approval on, a grant sent as published is refused rather than quietly made a
   * draft: nobody publishes alone.
   */
  async create(input: GrantInput, caller: AuthenticatedCaller, copyOf?: string): Promise<Grant> {
    if (input.status === 'published') await this.secondApproval.refuseCreatingPublished();
    const actor = await this.actorOf(caller);
    return this.grants.inTransaction(async (manager) => {
      const source = copyOf ? await this.grants.findById(copyOf, manager) : null;
      const created = await this.grants.save(
        {
          id: randomUUID(),
          ...fieldsOf(input),
          // One application per member unless the builder allows several (a copy says so too).
          oneApplicationPerMember: input.oneApplicationPerMember ?? true,
          status: 'draft',
          applicationCount: 0,
          lockedAt: null,
          createdBy: caller.principal.id,
          submittedBy: null,
          archivedAt: null,
        },
        manager,
      );
      await this.grants.record(
        [
          source
            ? { grantId: created.id, action: 'duplicated', copiedFrom: source.id, ...actor }
            : { grantId: created.id, action: 'created', ...actor },
        ],
        manager,
      );
      return toApiGrant(created, true);
    });
  }

  /** The whole grant, as the edit form sends it; any of the four statuses (spec §4). */
  async update(id: string, input: GrantInput, caller: AuthenticatedCaller): Promise<Grant> {
    const actor = await this.actorOf(caller);
    const rules = await this.secondApproval.rulesFor(input.status);
    const { grant, told } = await this.grants.inTransaction(async (manager) => {
      const current = await this.changeableGrant(id, manager);
      const status = input.status ?? current.status;
      if (status === 'published' && current.status !== 'published')
        rules.checkPublisher(current, caller);
      const oneApplicationPerMember =
        input.oneApplicationPerMember ?? current.oneApplicationPerMember;
      const changed: GrantEntity = {
        ...current,
        ...fieldsOf(input),
        status,
        oneApplicationPerMember,
      };
      const submitted = status === 'pendingApproval' && current.status !== 'pendingApproval';
      if (submitted) changed.submittedBy = caller.principal.id;
      const saved = await this.grants.save(changed, manager);
      const history: HistoryRecord[] = [{ grantId: id, action: 'edited', ...actor }];
      if (status !== current.status) {
        history.push({
          grantId: id,
          action: 'status-changed',
          fromStatus: current.status,
          toStatus: status,
          ...actor,
        });
      }
      await this.grants.record(history, manager);
      const told = submitted && (await this.tellItWaits(saved, rules.required, manager));
      return { grant: saved, told };
    });
    if (told) this.noticesRelay.wake();
    return toApiGrant(grant, true);
  }

  /** Submit for approval (the create form's second button): the grant awaits approval. */
  async submit(id: string, caller: AuthenticatedCaller): Promise<Grant> {
    const actor = await this.actorOf(caller);
    const rules = await this.secondApproval.rulesFor('pendingApproval');
    const { grant, told } = await this.grants.inTransaction(async (manager) => {
      const current = await this.changeableGrant(id, manager);
      const saved = await this.grants.save(
        { ...current, status: 'pendingApproval', submittedBy: caller.principal.id },
        manager,
      );
      await this.grants.record(
        [
          {
            grantId: id,
            action: 'submitted',
            fromStatus: current.status,
            toStatus: 'pendingApproval',
            ...actor,
          },
        ],
        manager,
      );
      const newlyWaiting = current.status !== 'pendingApproval';
      const told = newlyWaiting && (await this.tellItWaits(saved, rules.required, manager));
      return { grant: saved, told };
    });
    if (told) this.noticesRelay.wake();
    return toApiGrant(grant, true);
  }

  /**
   * Publishes the grant (the approver's button). With the second approval on, only a grant
   * waiting for approval, by someone other than who submitted it. Published already: as it is.
   */
  async publish(id: string, caller: AuthenticatedCaller): Promise<Grant> {
    const actor = await this.actorOf(caller);
    const rules = await this.secondApproval.rulesFor('published');
    return this.grants.inTransaction(async (manager) => {
      const current = await this.changeableGrant(id, manager);
      if (current.status === 'published') return toApiGrant(current, true);
      rules.checkPublisher(current, caller);
      const saved = await this.grants.save({ ...current, status: 'published' }, manager);
      await this.grants.record([statusChange(id, current.status, 'published', actor)], manager);
      return toApiGrant(saved, true);
    });
  }

  /**
   * Archives the grant: hidden from the lists, kept with its applications. A published grant is
   * closed first, so that it takes no more applications while nobody sees it. Archived already:
   * as it is.
   */
  async archive(id: string, caller: AuthenticatedCaller): Promise<Grant> {
    const actor = await this.actorOf(caller);
    return this.grants.inTransaction(async (manager) => {
      const current = await this.lockedGrant(id, manager);
      if (current.archivedAt) return toApiGrant(current, true);
      const history: HistoryRecord[] = [];
      const status: GrantStatus = current.status === 'published' ? 'closed' : current.status;
      if (status !== current.status) history.push(statusChange(id, current.status, status, actor));
      history.push({ grantId: id, action: 'archived', ...actor });
      const saved = await this.grants.save({ ...current, status, archivedAt: new Date() }, manager);
      await this.grants.record(history, manager);
      return toApiGrant(saved, true);
    });
  }

  /** Brings an archived grant back to the lists as it was (a closed grant stays closed). */
  async restore(id: string, caller: AuthenticatedCaller): Promise<Grant> {
    const actor = await this.actorOf(caller);
    return this.grants.inTransaction(async (manager) => {
      const current = await this.lockedGrant(id, manager);
      if (!current.archivedAt) return toApiGrant(current, true);
      const saved = await this.grants.save({ ...current, archivedAt: null }, manager);
      await this.grants.record([{ grantId: id, action: 'restored', ...actor }], manager);
      return toApiGrant(saved, true);
    });
  }

  /**
   * Deletes a grant that never had an application; its history stays (decisions §4). One that
   * has had applications is refused: closing or archiving it keeps it with them.
   */
  async remove(id: string, caller: AuthenticatedCaller): Promise<void> {
    const actor = await this.actorOf(caller);
    await this.grants.inTransaction(async (manager) => {
      // The lock also waits for an application count being applied to this grant.
      const current = await this.lockedGrant(id, manager);
      if (current.lockedAt || (await this.grants.hasHadApplications(id, manager)))
        throw new DomainException(
          'grant.has_applications',
          'This grant has applications, so it cannot be deleted. Close it or archive it instead: it is kept with its applications.',
        );
      await this.grants.delete(id, manager);
      await this.grants.record([{ grantId: id, action: 'deleted', ...actor }], manager);
    });
  }

  async history(id: string): Promise<GrantHistoryEntry[]> {
    if (!(await this.grants.findById(id))) throw grantNotFound();
    return (await this.grants.history(id)).map(toHistoryEntry);
  }

  /** What an application keeps of its grant (for the applications service). */
  async snapshot(id: string): Promise<GrantSnapshot> {
    const grant = await this.grants.findById(id);
    if (!grant) throw grantNotFound();
    return toGrantSnapshot(grant);
  }

  /** Who leads the grant's review (its creator), for the reviews service. */
  async reviewLead(id: string): Promise<{ grantId: string; title: string; leadId: string | null }> {
    const grant = await this.grants.findById(id);
    if (!grant) throw grantNotFound();
    return { grantId: grant.id, title: grant.title, leadId: grant.createdBy };
  }

  private async lockedGrant(id: string, manager: EntityManager): Promise<GrantEntity> {
    const grant = await this.grants.lockById(id, manager);
    if (!grant) throw grantNotFound();
    return grant;
  }

  /** The grant, locked, if it may be changed: an archived one is kept as it is until restored. */
  private async changeableGrant(id: string, manager: EntityManager): Promise<GrantEntity> {
    const grant = await this.lockedGrant(id, manager);
    if (grant.archivedAt)
      throw new DomainException(
        'grant.archived',
        'This grant is archived. Restore it before changing it.',
      );
    return grant;
  }

  /** With the second approval on, the other reviewers are told the grant waits for them. */
  private async tellItWaits(
    grant: GrantEntity,
    secondApprovalRequired: boolean,
    manager: EntityManager,
  ): Promise<boolean> {
    if (!secondApprovalRequired || !grant.submittedBy) return false;
    await this.notices.grantAwaitingApproval(
      {
        grantId: grant.id,
        grantTitle: grant.title,
        submittedBy: grant.submittedBy,
        at: new Date(),
      },
      manager,
    );
    return true;
  }

  /** Who is acting, as the history keeps it: the id, and the name as identity has it now. */
  private async actorOf(caller: AuthenticatedCaller): Promise<Actor> {
    const profile = await this.identity.callerProfile(caller.token);
    return { actorId: caller.principal.id, actorName: profile.name };
  }
}

type Actor = Pick<HistoryRecord, 'actorId' | 'actorName'>;

function statusChange(
  grantId: string,
  fromStatus: GrantStatus,
  toStatus: GrantStatus,
  actor: Actor,
): HistoryRecord {
  return { grantId, action: 'status-changed', fromStatus, toStatus, ...actor };
}

function fieldsOf(input: GrantInput) {
  return {
    title: input.title,
    type: input.type,
    description: input.description,
    openDate: new Date(input.openDate),
    closeDate: new Date(input.closeDate),
    sections: input.sections,
  };
}
