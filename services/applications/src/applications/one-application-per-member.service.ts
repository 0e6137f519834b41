import { Injectable } from '@nestjs/common';
import { DomainException } from '@portal/nest-kit';
import type { EntityManager } from 'typeorm';
import { ApplicationsRepository } from './applications.repository.js';

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
  constructor(private readonly applications: ApplicationsRepository) {}

  /** Throws 409 `application.already_applied`, naming the first, when the member has one. */
  async assertNoneYet(userId: string, grantId: string, manager: EntityManager): Promise<void> {
    await this.applications.lockMemberGrantPair(userId, grantId, manager);
    const reference = await this.applications.firstLiveReference(userId, grantId, manager);
    if (reference)
      throw new DomainException('application.already_applied', alreadyAppliedMessage(reference), {
        reference,
      });
  }
}
