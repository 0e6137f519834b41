import type { Grant, GrantHistoryEntry, GrantSnapshot, GrantSummary } from '@portal/contract';
import type { GrantEntity } from './grant.entity.js';
import type { HistoryEntryRecord } from './grants.repository.js';
import type { GrantSummaryColumns } from './grants.repository.js';

/** A grant as the API sends it (spec §3). Who created or submitted it is for staff: members get null. */
export function toApiGrant(entity: GrantEntity, forStaff: boolean): Grant {
  return {
    _id: entity.id,
    title: entity.title,
    type: entity.type,
    description: entity.description,
    openDate: entity.openDate.toISOString(),
    closeDate: entity.closeDate.toISOString(),
    status: entity.status,
    sections: entity.sections,
    oneApplicationPerMember: entity.oneApplicationPerMember,
    applicationCount: entity.applicationCount,
    lockedAt: entity.lockedAt?.toISOString() ?? null,
    createdBy: forStaff ? entity.createdBy : null,
    submittedBy: forStaff ? entity.submittedBy : null,
    archivedAt: entity.archivedAt?.toISOString() ?? null,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

export function toGrantSummary(entity: GrantSummaryColumns): GrantSummary {
  return {
    _id: entity.id,
    title: entity.title,
    type: entity.type,
    description: entity.description,
    openDate: entity.openDate.toISOString(),
    closeDate: entity.closeDate.toISOString(),
    status: entity.status,
    oneApplicationPerMember: entity.oneApplicationPerMember,
  };
}

export function toGrantSnapshot(entity: GrantEntity): GrantSnapshot {
  return {
    grantId: entity.id,
    title: entity.title,
    type: entity.type,
    status: entity.status,
    openDate: entity.openDate.toISOString(),
    closeDate: entity.closeDate.toISOString(),
    sections: entity.sections,
    oneApplicationPerMember: entity.oneApplicationPerMember,
  };
}

export function toHistoryEntry(entity: HistoryEntryRecord): GrantHistoryEntry {
  return {
    action: entity.action,
    at: entity.at.toISOString(),
    actorId: entity.actorId,
    actorName: entity.actorName,
    fromStatus: entity.fromStatus,
    toStatus: entity.toStatus,
    copiedFrom: entity.copiedFrom,
  };
}
