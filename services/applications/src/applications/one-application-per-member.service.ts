import { Injectable } from '@nestjs/common';
import { DomainException } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';

/** What a member is told when the grant takes one application per member and they have one. */
export const alreadyAppliedMessage = (reference: string) =>
  `You have already applied to this grant: your application is ${reference}. This grant takes one application per member; you can apply again only if you withdraw that one.`;

/**
 * A grant that takes one application per member (its builder's setting, in the snapshot) gets
 * a second one from nobody while the first is not withdrawn. Decided inside the submission's
 * transaction under a lock on the (member, grant) pair: two submissions at the same moment take
 * turns, and the second one looks once the first has committed, so it finds it. (A unique index
 * could not say it: the setting may change after applications arrived.)
 */
@Injectable()
export class OneApplicationPerMember {
  /** Throws 409 `application.already_applied`, naming the first, when the member has one. */
  async assertNoneYet(userId: string, grantId: string, manager: EntityManager): Promise<void> {
    // Held until the transaction ends; the key is this service's and this pair's alone.
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `applications:one-per-member:${userId}:${grantId}`,
    ]);
    const [first] = await manager.query<Array<{ reference: string }>>(
      `SELECT reference FROM applications
        WHERE user_id = $1 AND grant_id = $2 AND status <> 'withdrawn'
        ORDER BY date_submitted LIMIT 1`,
      [userId, grantId],
    );
    if (first)
      throw new DomainException(
        'application.already_applied',
        alreadyAppliedMessage(first.reference),
        {
          reference: first.reference,
        },
      );
  }
}
