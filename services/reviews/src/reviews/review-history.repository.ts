import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ReviewCipher } from './review.cipher.js';
import { ReviewHistoryEntity, type ReviewHistoryAction } from './review-history.entity.js';

export interface HistoryEntry {
  action: ReviewHistoryAction;
  actorId: string;
  grantId?: string | null;
  applicationId?: string | null;
  reviewerId?: string | null;
  reason?: string | null;
  detail?: Record<string, string | number | boolean> | null;
}

/** Writes the reviewing history, in the caller's transaction; reasons encrypted. */
@Injectable()
export class ReviewHistoryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: ReviewCipher,
  ) {}

  /** The grant's recusals ("I have a conflict"): which application, never who or why. */
  async recusals(grantId: string): Promise<Array<{ applicationId: string }>> {
    const rows = await this.dataSource.manager.find(ReviewHistoryEntity, {
      select: { applicationId: true },
      where: { grantId, action: 'recused' },
    });
    return rows.map((row) => ({ applicationId: row.applicationId as string }));
  }

  async add(entries: HistoryEntry[], manager: EntityManager, at = new Date()): Promise<void> {
    const rows = entries.map((entry) => {
      const id = randomUUID();
      return {
        id,
        action: entry.action,
        actorId: entry.actorId,
        grantId: entry.grantId ?? null,
        applicationId: entry.applicationId ?? null,
        reviewerId: entry.reviewerId ?? null,
        at,
        detail: entry.detail ?? null,
        ...this.cipher.records.history.encrypt({ id }, { reason: entry.reason ?? null }),
      };
    });
    for (let start = 0; start < rows.length; start += 500)
      await manager.insert(ReviewHistoryEntity, rows.slice(start, start + 500));
  }

  /** A grant's history, oldest first, reasons decrypted. */
  async ofGrant(
    grantId: string,
    manager: EntityManager,
  ): Promise<Array<ReviewHistoryEntity & { reason: string | null }>> {
    const rows = await manager.find(ReviewHistoryEntity, {
      where: { grantId },
      order: { at: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => ({
      ...row,
      reason: this.cipher.records.history.decrypt(row, row).reason,
    }));
  }
}
