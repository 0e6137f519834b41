import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  isReviewer,
  listPageSize,
  type Grant,
  type GrantHistoryEntry,
  type GrantPage,
  type GrantInput,
  type GrantSnapshot,
  type GrantSummary,
} from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import type { GrantEntity } from './grant.entity.js';
import { toApiGrant, toGrantSnapshot, toGrantSummary, toHistoryEntry } from './grant-to-api.js';
import { GrantsRepository, type HistoryRecord } from './grants.repository.js';

const grantNotFound = () => new DomainException('grant.not_found', 'Grant not found');

/**
 * The rules about grants (decisions §3, §4): staff with the education flag and admins build and
 * change them; members see the published ones. Every change is written with its history entry in
 * one transaction, so no change goes unrecorded.
 */
@Injectable()
export class GrantsService {
  constructor(
    private readonly grants: GrantsRepository,
    private readonly identity: IdentityClient,
  ) {}

  async list(search?: string): Promise<Grant[]> {
    const grants =
      search === undefined ? await this.grants.list() : await this.grants.titled(search);
    return grants.map((grant) => toApiGrant(grant, true));
  }

  /** A page of the grants table: newest first, 50 a page, searched by the words of the title. */
  async page(page: number, search?: string): Promise<GrantPage> {
    const found = await this.grants.page({
      offset: (page - 1) * listPageSize,
      limit: listPageSize,
      search,
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
    if (!grant || (!staff && grant.status !== 'published')) throw grantNotFound();
    return toApiGrant(grant, staff);
  }

  async available(): Promise<GrantSummary[]> {
    return (await this.grants.publishedSummaries()).map(toGrantSummary);
  }

  /** A new grant starts as a draft; `copyOf` records that it was duplicated from that one. */
  async create(input: GrantInput, caller: AuthenticatedCaller, copyOf?: string): Promise<Grant> {
    const actor = await this.actorOf(caller);
    return this.grants.inTransaction(async (manager) => {
      const source = copyOf ? await this.grants.findById(copyOf, manager) : null;
      const created = await this.grants.save(
        {
          id: randomUUID(),
          ...fieldsOf(input),
          status: 'draft',
          applicationCount: 0,
          lockedAt: null,
          createdBy: caller.principal.id,
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
    return this.grants.inTransaction(async (manager) => {
      const current = await this.lockedGrant(id, manager);
      const status = input.status ?? current.status;
      const saved = await this.grants.save({ ...current, ...fieldsOf(input), status }, manager);
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
      return toApiGrant(saved, true);
    });
  }

  /** Submit for approval (the create form's second button): the grant awaits approval. */
  async submit(id: string, caller: AuthenticatedCaller): Promise<Grant> {
    const actor = await this.actorOf(caller);
    return this.grants.inTransaction(async (manager) => {
      const current = await this.lockedGrant(id, manager);
      const saved = await this.grants.save({ ...current, status: 'pendingApproval' }, manager);
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
      return toApiGrant(saved, true);
    });
  }

  /** Deletes the grant; its applications and its history stay (decisions §4). */
  async remove(id: string, caller: AuthenticatedCaller): Promise<void> {
    const actor = await this.actorOf(caller);
    await this.grants.inTransaction(async (manager) => {
      await this.lockedGrant(id, manager);
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

  private async lockedGrant(id: string, manager: EntityManager): Promise<GrantEntity> {
    const grant = await this.grants.lockById(id, manager);
    if (!grant) throw grantNotFound();
    return grant;
  }

  /** Who is acting, as the history keeps it: the id, and the name as identity has it now. */
  private async actorOf(caller: AuthenticatedCaller): Promise<Actor> {
    const profile = await this.identity.callerProfile(caller.token);
    return { actorId: caller.principal.id, actorName: profile.name };
  }
}

type Actor = Pick<HistoryRecord, 'actorId' | 'actorName'>;

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
